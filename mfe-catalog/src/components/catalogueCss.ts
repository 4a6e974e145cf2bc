// The catalogue's look in plain CSS: antd components cost every visitor download weight (see
// docs/bench-archive.md), while these rules cost a few KB once. Colours follow the platform theme
// (navy stage, amber accent). Image boxes keep their aspect ratio before the picture arrives,
// and skeletons have the cards' size, so nothing moves when data lands.
export const CATALOGUE_CSS = `
.cat-page { color: #e8ecf4; }
.cat-title { font-size: 32px; line-height: 1.25; font-weight: 700; margin: 8px 0 16px; color: #e8ecf4; }
.cat-h2 { font-size: 24px; line-height: 1.3; font-weight: 700; margin: 40px 0 16px; color: #e8ecf4; }
.cat-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cat-muted { color: #a3aec4; }
.cat-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 18px;
  border-radius: 8px; border: 1px solid #2a3658; background: #17223d; color: #e8ecf4; font: inherit; font-size: 15px;
  font-weight: 600; cursor: pointer; text-decoration: none; box-sizing: border-box; white-space: nowrap; }
.cat-btn:hover { border-color: #f5a623; color: #f5a623; }
.cat-btn--primary { background: #f5a623; border-color: #f5a623; color: #0b1222; }
.cat-btn--primary:hover { background: #ffbb45; border-color: #ffbb45; color: #0b1222; }
.cat-btn--large { min-height: 48px; padding: 0 24px; font-size: 16px; }
.cat-btn[aria-disabled="true"] { opacity: .45; cursor: default; pointer-events: none; }
.cat-btn:disabled { opacity: .5; cursor: not-allowed; border-color: #2a3658; color: #a3aec4; background: #17223d; }
.cat-btn:focus-visible, .cat-input:focus-visible, .cat-select:focus-visible, .cat-thumb:focus-visible,
.cat-card__link:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; }
.cat-input, .cat-select { height: 40px; padding: 0 12px; border-radius: 8px; border: 1px solid #2a3658; background: #121c33;
  color: #e8ecf4; font: inherit; font-size: 15px; box-sizing: border-box; }
.cat-select { padding-right: 8px; cursor: pointer; }
.cat-input::placeholder { color: #8793ab; }

/* Home */
.cat-hero { padding: 40px 0 24px; }
.cat-hero__title { font-size: clamp(30px, 6vw, 48px); line-height: 1.15; margin: 0 0 12px; font-weight: 800; color: #e8ecf4; }
.cat-hero__lead { font-size: 18px; color: #a3aec4; margin: 0 0 24px; max-width: 620px; }
.cat-hero__actions { display: flex; gap: 12px; flex-wrap: wrap; }
.cat-hero__hint { margin: 12px 0 0; font-size: 14px; color: #a3aec4; }
.cat-features { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); margin-top: 32px; }
.cat-feature { background: #121c33; border: 1px solid #1f2b4a; border-radius: 12px; padding: 20px; }
.cat-feature__icon { font-size: 28px; color: #f5a623; }
.cat-feature__title { font-size: 18px; margin: 8px 0 6px; color: #e8ecf4; }
.cat-feature p { margin: 0; color: #a3aec4; }
.cat-help { margin: 40px 0 16px; padding: 24px; border-radius: 12px; background: linear-gradient(100deg, #17223d, #22305a);
  border: 1px solid #2a3658; display: flex; gap: 16px; align-items: center; justify-content: space-between; flex-wrap: wrap; }
.cat-help h2 { margin: 0 0 4px; font-size: 22px; color: #e8ecf4; }
.cat-help p { margin: 0; color: #c9d2e3; }

/* Toolbar */
.cat-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.cat-field { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: #a3aec4; }
.cat-search { flex: 1 1 260px; }
.cat-search .cat-input { width: 100%; }
.cat-views { display: inline-flex; border: 1px solid #2a3658; border-radius: 8px; overflow: hidden; }
.cat-views .cat-btn { border: 0; border-radius: 0; min-height: 38px; padding: 0 12px; font-weight: 500; }
.cat-views .cat-btn[aria-pressed="true"] { background: #f5a623; color: #0b1222; }
.cat-count { margin: 4px 0 16px; color: #a3aec4; min-height: 22px; }

/* Cards */
.cat-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); margin: 0; padding: 0; list-style: none; }
.cat-grid--list { grid-template-columns: 1fr; }
.cat-grid[aria-busy="true"] { opacity: .6; transition: opacity .15s; }
.cat-card { position: relative; display: flex; flex-direction: column; height: 100%; background: #121c33; border: 1px solid #1f2b4a;
  border-radius: 12px; overflow: hidden; transition: border-color .15s, transform .15s; }
.cat-card:hover { border-color: #f5a623; }
.cat-card__media { position: relative; aspect-ratio: 4 / 3; background: #17223d; }
.cat-card__media img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; display: block; }
.cat-card__body { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px 14px; flex: 1; }
.cat-card__name { margin: 0; font-size: 16px; line-height: 1.35; font-weight: 600; }
.cat-card__link { color: #e8ecf4; text-decoration: none; }
.cat-card__link::after { content: ''; position: absolute; inset: 0; z-index: 1; }
.cat-card__link:hover { color: #f5a623; }
.cat-card__meta { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; font-size: 13px; color: #a3aec4; }
.cat-card__desc { display: none; margin: 0; color: #a3aec4; font-size: 14px; }
.cat-card__foot { margin-top: auto; display: flex; flex-direction: column; gap: 2px; padding-top: 4px; }
.cat-grid--list .cat-card { flex-direction: row; }
.cat-grid--list .cat-card__media { flex: 0 0 200px; aspect-ratio: auto; min-height: 150px; }
.cat-grid--list .cat-card__desc { display: block; }
.cat-grid--list .cat-card__foot { flex-direction: row; justify-content: space-between; align-items: flex-end; flex-wrap: wrap; }
.cat-price { font-size: 18px; font-weight: 700; color: #f5a623; }
/* Each amount stays on one line ('Rs 1,800.00'): on a phone the struck old price moves whole to the next line. */
.cat-price > span:first-child, .cat-price s { white-space: nowrap; }
.cat-price s { display: inline-block; margin-left: 8px; font-size: 14px; font-weight: 400; color: #8793ab; }
.cat-price__unit { font-size: 13px; font-weight: 400; color: #a3aec4; }
.cat-rating { color: #e8ecf4; white-space: nowrap; }
.cat-shipping { color: #7fd3a0; white-space: nowrap; }
/* Every card's star and van (antd's StarFilled and CarOutlined shapes), drawn from this one copy in
   the current colour: as an SVG in each card they were about 40 KB of a server-rendered /items page. */
.cat-icon { display: inline-block; width: 1em; height: 1em; vertical-align: -0.125em; margin-right: 4px; background: currentColor;
  -webkit-mask: var(--cat-icon) center / contain no-repeat; mask: var(--cat-icon) center / contain no-repeat; }
.cat-icon--star { color: #f5a623; --cat-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896'%3E%3Cpath d='M908.1 353.1l-253.9-36.9L540.7 86.1c-3.1-6.3-8.2-11.4-14.5-14.5-15.8-7.8-35-1.3-42.9 14.5L369.8 316.2l-253.9 36.9c-7 1-13.4 4.3-18.3 9.3a32.05 32.05 0 00.6 45.3l183.7 179.1-43.4 252.9a31.95 31.95 0 0046.4 33.7L512 754l227.1 119.4c6.2 3.3 13.4 4.4 20.3 3.2 17.4-3 29.1-19.5 26.1-36.9l-43.4-252.9 183.7-179.1c5-4.9 8.3-11.3 9.3-18.3 2.7-17.5-9.5-33.7-27-36.3z'/%3E%3C/svg%3E"); }
.cat-icon--van { --cat-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896'%3E%3Cpath d='M380 704h264c4.4 0 8-3.6 8-8v-84c0-4.4-3.6-8-8-8h-40c-4.4 0-8 3.6-8 8v36H428v-36c0-4.4-3.6-8-8-8h-40c-4.4 0-8 3.6-8 8v84c0 4.4 3.6 8 8 8zm340-123a40 40 0 1080 0 40 40 0 10-80 0zm239-167.6L935.3 372a8 8 0 00-10.9-2.9l-50.7 29.6-78.3-216.2a63.9 63.9 0 00-60.9-44.4H301.2c-34.7 0-65.5 22.4-76.2 55.5l-74.6 205.2-50.8-29.6a8 8 0 00-10.9 2.9L65 413.4c-2.2 3.8-.9 8.6 2.9 10.8l60.4 35.2-14.5 40c-1.2 3.2-1.8 6.6-1.8 10v348.2c0 15.7 11.8 28.4 26.3 28.4h67.6c12.3 0 23-9.3 25.6-22.3l7.7-37.7h545.6l7.7 37.7c2.7 13 13.3 22.3 25.6 22.3h67.6c14.5 0 26.3-12.7 26.3-28.4V509.4c0-3.4-.6-6.8-1.8-10l-14.5-40 60.3-35.2a8 8 0 003-10.8zM840 517v237H184V517l15.6-43h624.8l15.6 43zM292.7 218.1l.5-1.3.4-1.3c1.1-3.3 4.1-5.5 7.6-5.5h427.6l75.4 208H220l72.7-199.9zM224 581a40 40 0 1080 0 40 40 0 10-80 0z'/%3E%3C/svg%3E"); }
.cat-badge { position: absolute; top: 10px; left: 10px; z-index: 2; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; }
.cat-badge--on { background: #16462c; color: #8ef0b4; border: 1px solid #2f7a4d; }
.cat-badge--off { background: #4a1c1f; color: #ffb3b8; border: 1px solid #8a3036; }

/* Skeletons */
@keyframes cat-shimmer { 0% { background-position: 100% 0; } 100% { background-position: -100% 0; } }
.cat-skel { background: linear-gradient(90deg, #17223d 25%, #22305a 37%, #17223d 63%); background-size: 400% 100%;
  animation: cat-shimmer 1.4s ease infinite; border-radius: 6px; }
.cat-skel--line { height: 14px; margin: 6px 0; }
@media (prefers-reduced-motion: reduce) { .cat-skel { animation: none; } }

/* States */
.cat-state { text-align: center; padding: 48px 16px; background: #121c33; border: 1px solid #1f2b4a; border-radius: 12px; }
.cat-state__title { font-size: 20px; font-weight: 600; margin: 0 0 12px; color: #e8ecf4; }
.cat-pager { display: flex; gap: 12px; align-items: center; justify-content: center; margin: 24px 0 8px; flex-wrap: wrap; }

/* Product */
.cat-back { display: inline-block; margin: 4px 0 16px; color: #c9d2e3; text-decoration: none; }
.cat-back:hover { color: #f5a623; }
.cat-product { display: grid; gap: 32px; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); align-items: start; }
.cat-gallery__main { position: relative; aspect-ratio: 4 / 3; border-radius: 12px; overflow: hidden; background: #17223d; border: 1px solid #1f2b4a; }
.cat-gallery__main img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
.cat-thumbs { display: flex; gap: 8px; margin-top: 12px; flex-wrap: wrap; padding: 0; list-style: none; }
.cat-thumb { width: 76px; aspect-ratio: 4 / 3; padding: 0; border: 2px solid #1f2b4a; border-radius: 8px; overflow: hidden; background: #17223d; cursor: pointer; }
.cat-thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.cat-thumb[aria-current="true"] { border-color: #f5a623; }
.cat-product__name { font-size: clamp(26px, 4vw, 36px); line-height: 1.2; margin: 0 0 8px; color: #e8ecf4; }
.cat-product__facts { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 16px 0; }
.cat-product__facts dt { color: #a3aec4; }
.cat-product__facts dd { margin: 0; }
.cat-product__desc { color: #c9d2e3; line-height: 1.6; }
.cat-product .cat-price { font-size: 28px; }
.cat-product__actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 20px; }
.cat-inline-badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; }

@media (max-width: 768px) {
  .cat-grid { grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; }
  .cat-grid--list { grid-template-columns: 1fr; }
  .cat-grid--list .cat-card__media { flex-basis: 120px; min-height: 120px; }
  .cat-grid--list .cat-card__desc { display: none; }
  .cat-grid--list .cat-card__foot { flex-direction: column; align-items: flex-start; }
  .cat-card__body { padding: 10px; }
  .cat-card__name { font-size: 15px; }
  .cat-product { grid-template-columns: 1fr; gap: 20px; }
  .cat-title { font-size: 26px; }
  .cat-toolbar .cat-field:not(.cat-search) { flex: 1 1 140px; }
  .cat-toolbar .cat-select { width: 100%; }
  .cat-help { padding: 18px; }
  .cat-hero { padding: 16px 0 8px; }
  .cat-features { margin-top: 24px; gap: 12px; }
  .cat-feature { padding: 14px 16px; }
}
`;
