// The shell pages' controls in plain CSS (as the nav bar's): antd's Form, Input, Button, Card and
// Alert would bring antd's runtime and its themed ConfigProvider to pages that need neither.
// Sizes and colours are those antd drew with the platform's theme (packages/platform/src/ui/theme.ts).
export const CONTROL_CSS = `
.shell-page { color: rgba(232, 236, 244, 0.85); font-size: 14px; line-height: 1.5715; }
/* Headings keep the browser's top margin, as antd's Typography did. */
.shell-page h1, .shell-page h2, .shell-page h3 { color: rgba(232, 236, 244, 0.85); font-weight: 600; margin-bottom: .5em; }
.shell-page h1 { font-size: 38px; line-height: 1.2105; }
.shell-page h2 { font-size: 30px; line-height: 1.2667; }
.shell-page h3 { font-size: 24px; line-height: 1.3333; }
.shell-page p { margin: 0 0 1em; }
.shell-page a { color: #7297dc; text-decoration: none; transition: color .3s; }
.shell-page a:hover { color: #9ab8ee; }
.shell-page a:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 2px; }
.shell-muted { color: rgba(232, 236, 244, 0.62); }
.shell-gap-below { margin-bottom: 16px; }
.shell-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0; }
.shell-card { background: #121c33; border: 1px solid #173477; border-radius: 10px; box-sizing: border-box; }
.shell-card__head { display: flex; align-items: center; min-height: 56px; padding: 0 24px; border-bottom: 1px solid #173477; }
.shell-page .shell-card__title { margin: 0; font-size: 16px; line-height: 1.5; font-weight: 600; display: flex; align-items: center; }
.shell-card__body { padding: 24px; }
.shell-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.shell-field { margin-bottom: 24px; }
.shell-field--invalid { margin-bottom: 0; }
.shell-field__label { display: block; padding: 0 0 8px; font-size: 14px; line-height: 22px; }
.shell-field__error { margin: 0; min-height: 24px; color: #dc6966; font-size: 14px; line-height: 22px; }
.shell-field__help { min-height: 24px; color: rgba(232, 236, 244, 0.62); font-size: 14px; line-height: 22px; }
/* A link under a field is a 24px target, clear of the field above it (WCAG 2.2 target size). */
.shell-field__help a { display: inline-block; line-height: 24px; }
.shell-page .shell-field__error { margin: 0; }
.shell-input { display: block; width: 100%; height: 32px; padding: 4px 11px; box-sizing: border-box; border: 1px solid #1d4195; border-radius: 8px;
  background: #121c33; color: rgba(232, 236, 244, 0.85); font: inherit; font-size: 14px; line-height: 22px; transition: border-color .2s, box-shadow .2s; }
.shell-input::placeholder { color: rgba(232, 236, 244, 0.25); }
.shell-input--large { height: 40px; padding: 7px 11px; font-size: 16px; line-height: 24px; border-radius: 10px; }
.shell-input--textarea { height: auto; min-height: 32px; resize: vertical; }
.shell-input:hover:not(:disabled) { border-color: #e8b047; }
.shell-input:focus { outline: none; border-color: #d39021; box-shadow: 0 0 0 2px rgba(211, 144, 33, .25); }
.shell-input:disabled { color: rgba(232, 236, 244, 0.25); background: rgba(232, 236, 244, 0.08); cursor: not-allowed; }
.shell-input[aria-invalid='true'] { border-color: #dc6966; }
.shell-input[aria-invalid='true']:focus { box-shadow: 0 0 0 2px rgba(220, 105, 102, .25); }
.shell-affix { position: relative; display: block; }
.shell-affix .shell-input { padding-right: 40px; }
.shell-affix__button { position: absolute; top: 0; right: 0; bottom: 0; display: inline-flex; align-items: center; justify-content: center;
  width: 40px; padding: 0; border: 0; background: none; color: rgba(232, 236, 244, 0.45); font-size: 14px; cursor: pointer; border-radius: 0 8px 8px 0; }
.shell-affix--large .shell-affix__button { font-size: 16px; }
.shell-affix__button:hover { color: #e8ecf4; }
.shell-affix__button:focus-visible { outline: 2px solid #f5a623; outline-offset: -2px; color: #e8ecf4; }
.shell-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 32px; padding: 0 15px;
  border-radius: 8px; border: 1px solid #1d4195; background: #121c33; color: rgba(232, 236, 244, 0.85); font: inherit; font-size: 14px;
  line-height: 22px; box-shadow: 0 2px 0 rgba(232, 236, 244, .04); cursor: pointer; box-sizing: border-box; white-space: nowrap; text-decoration: none; transition: color .2s, border-color .2s, background .2s; }
.shell-btn:hover:not(:disabled) { border-color: #e8b047; color: #e8b047; }
.shell-btn:focus-visible { outline: 3px solid rgba(245, 166, 35, .5); outline-offset: 1px; }
.shell-btn:disabled { cursor: not-allowed; color: rgba(232, 236, 244, 0.25); background: rgba(232, 236, 244, 0.08); border-color: #1d4195; box-shadow: none; }
.shell-btn[aria-busy='true'] { opacity: .65; cursor: progress; color: rgba(232, 236, 244, 0.85); background: #121c33; }
.shell-btn--primary { background: #d39021; border-color: transparent; color: #0b1222; box-shadow: 0 2px 0 rgba(155, 99, 0, .51); }
.shell-btn--primary:hover:not(:disabled) { background: #e8b047; border-color: transparent; color: #0b1222; }
.shell-btn--primary[aria-busy='true'] { background: #d39021; border-color: transparent; color: #0b1222; }
.shell-btn--link:disabled { background: transparent; border-color: transparent; }
.shell-btn--link { border-color: transparent; background: transparent; box-shadow: none; color: #7297dc; }
.shell-btn--link:hover:not(:disabled) { border-color: transparent; color: #9ab8ee; }
.shell-btn--small { height: 24px; padding: 0 7px; border-radius: 4px; }
.shell-btn--large { height: 40px; padding: 0 15px; font-size: 16px; border-radius: 10px; }
.shell-btn--block { display: flex; width: 100%; }
.shell-btn__spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  box-sizing: border-box; animation: shell-btn-spin .8s linear infinite; }
@keyframes shell-btn-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .shell-btn__spinner { animation-duration: 2.4s; } }
.shell-notice { display: flex; align-items: center; gap: 8px; padding: 8px 12px; border: 1px solid; border-radius: 10px; font-size: 14px;
  line-height: 22px; color: rgba(232, 236, 244, 0.85); box-sizing: border-box; }
.shell-notice--with-description { align-items: flex-start; padding: 20px 24px; gap: 12px; }
.shell-notice__icon { flex: none; font-size: 14px; }
.shell-notice--with-description .shell-notice__icon { font-size: 24px; }
.shell-notice__content { flex: 1; min-width: 0; }
.shell-notice--with-description .shell-notice__title { font-size: 16px; line-height: 1.5715; margin-bottom: 8px; }
.shell-notice__action { flex: none; }
.shell-notice__close { flex: none; padding: 0; border: 0; background: none; color: rgba(232, 236, 244, 0.45); font-size: 16px; cursor: pointer; line-height: 1; }
.shell-notice__close:hover { color: #e8ecf4; }
.shell-notice--success { background: #162312; border-color: #274916; }
.shell-notice--success .shell-notice__icon { color: #49aa19; }
.shell-notice--error { background: #2c1b1c; border-color: #5b3231; }
.shell-notice--error .shell-notice__icon { color: #dc6966; }
.shell-notice--warning { background: #2b2111; border-color: #594214; }
.shell-notice--warning .shell-notice__icon { color: #d89614; }
.shell-notice--info { background: #111a2c; border-color: #15325b; }
.shell-notice--info .shell-notice__icon { color: #3c89e8; }
.shell-divider { display: flex; align-items: center; gap: 16px; margin: 16px 0; font-size: 14px; white-space: nowrap; }
.shell-divider::before, .shell-divider::after { content: ''; flex: 1; border-top: 1px solid rgba(232, 236, 244, 0.12); }
.shell-code { margin: 0 .2em; padding: .2em .4em .1em; font-size: 85%; font-family: SFMono-Regular, Consolas, 'Liberation Mono', Menlo, Courier, monospace;
  background: rgba(150, 150, 150, .1); border: 1px solid rgba(100, 100, 100, .2); border-radius: 3px; }
.shell-copy { display: inline-flex; align-items: center; gap: 4px; margin-left: 4px; padding: 0; border: 0; background: none; color: #7297dc;
  font: inherit; cursor: pointer; vertical-align: middle; }
.shell-copy:hover { color: #9ab8ee; }
.shell-copy:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 2px; }
.shell-grid { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 576px) { .shell-grid--sm-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .shell-form-row { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 16px; } }
@media (min-width: 768px) { .shell-grid--md-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
/* 15 and 9 of antd's 24 columns with their 24px gutter. */
@media (min-width: 992px) { .shell-grid--contact { grid-template-columns: calc((100% + 24px) * 0.625 - 24px) minmax(0, 1fr); } }
`;
