// The booking page's layout in plain CSS (as the shell's nav bar): antd's Grid, Card, List and
// InputNumber would add kilobytes the page does not need. Colours follow the platform's theme.
export const BOOKING_CSS = `
.booking-page { max-width: 1120px; margin: 0 auto; color: #e8ecf4; }
.booking-page__title { margin: 8px 0 20px; font-size: 32px; line-height: 1.25; font-weight: 700; color: #e8ecf4; }
.booking-layout { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 24px; align-items: start; }
.booking-main { display: grid; gap: 24px; min-width: 0; }
.booking-panel { background: #121c33; border: 1px solid #1f2b4a; border-radius: 12px; padding: 20px; box-sizing: border-box; }
.booking-panel__title { margin: 0 0 16px; font-size: 18px; font-weight: 600; color: #e8ecf4; }
.booking-muted { color: #8f9bb3; }
.booking-coupon { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.booking-coupon label, .booking-terms__label { color: #c9d1e3; width: 100%; }
.booking-coupon .booking-input { flex: 1 1 160px; }
.booking-coupon__applied { margin: 0; color: #c9d1e3; }
.booking-coupon__problem { margin: 0; width: 100%; color: #ff8a80; }
.booking-confirmation__agreement { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.booking-terms { max-height: 200px; overflow-y: auto; white-space: pre-wrap; padding: 12px; margin-bottom: 12px; border: 1px solid #1f2b4a; border-radius: 8px; color: #c9d1e3; background: #0d1528; }
.booking-terms__label { display: block; margin-bottom: 6px; }
.booking-nowrap { white-space: nowrap; }
.booking-dates__fields { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.booking-dates__field { display: grid; gap: 6px; flex: 1 1 160px; }
.booking-dates__field label { font-size: 14px; color: #c9d2e3; }
.booking-dates__field input { color-scheme: dark; height: 40px; padding: 0 12px; border-radius: 8px; border: 1px solid #33415f;
  background: #0b1222; color: #e8ecf4; font: inherit; font-size: 15px; box-sizing: border-box; width: 100%; }
.booking-dates__field input:hover { border-color: #f5a623; }
.booking-dates__field input:focus-visible { outline: 2px solid #f5a623; outline-offset: 1px; border-color: #f5a623; }
.booking-dates__field input[aria-invalid='true'] { border-color: #ff7875; }
.booking-dates__field select { color-scheme: dark; height: 40px; padding: 0 8px; border-radius: 8px; border: 1px solid #33415f; background: #0b1224; color: #e8ecf4; font: inherit; }
.booking-dates__field select:focus-visible { outline: 2px solid #f5a623; outline-offset: 1px; border-color: #f5a623; }
.booking-fulfilment__methods { border: 0; padding: 0; margin: 0 0 12px; display: flex; flex-wrap: wrap; gap: 8px 24px; color: #e8ecf4; }
.booking-fulfilment__methods label { display: inline-flex; gap: 8px; align-items: center; min-height: 32px; cursor: pointer; }
.booking-fulfilment__methods input { accent-color: #f5a623; }
.booking-fulfilment__legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.booking-fulfilment__fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 16px; }
.booking-fulfilment__hint { margin: 0; font-size: 13px; }
.booking-dates__error { margin: 0; color: #ff7875; font-size: 13px; }
.booking-dates__days { margin: 0 0 8px; flex: 1 1 100%; }
.booking-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 0; }
.booking-line { display: grid; grid-template-columns: 88px minmax(0, 1fr) auto; gap: 16px; align-items: center; padding: 16px 0;
  border-top: 1px solid #1f2b4a; }
.booking-line:first-child { border-top: 0; padding-top: 0; }
.booking-line:last-child { padding-bottom: 0; }
.booking-line__image { width: 88px !important; height: 88px !important; border-radius: 8px; object-fit: cover; background: #0b1222; }
.booking-line__info { min-width: 0; }
.booking-line__name { margin: 0 0 4px; font-size: 16px; font-weight: 600; color: #e8ecf4; overflow-wrap: anywhere; }
.booking-line__price, .booking-line__total { margin: 0; }
.booking-line__warning { margin: 0; color: #ff7875; }
.booking-line--short { box-shadow: inset 3px 0 0 #ff7875; padding-left: 12px; margin-left: -12px; }
.booking-line__shortage { margin: 6px 0 0; color: #ff7875; font-weight: 600; }
.booking-line__limit { margin: 6px 0 0; font-size: 13px; }
.booking-line__controls { display: flex; flex-direction: column; align-items: flex-end; gap: 8px; }
.booking-qty { display: inline-flex; align-items: center; gap: 8px; }
.booking-qty__value { min-width: 28px; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; }
.booking-summary { position: sticky; top: 88px; display: grid; gap: 16px; }
.booking-summary .booking-panel__title { margin: 0; }
.booking-summary__rows { margin: 0; display: grid; gap: 10px; }
.booking-summary__rows > div { display: flex; justify-content: space-between; gap: 12px; }
.booking-summary__rows dt { color: #8f9bb3; }
.booking-summary__rows dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.booking-summary__total { border-top: 1px solid #1f2b4a; padding-top: 12px; font-size: 18px; }
.booking-summary__total dd { color: #f5a623; }
.booking-summary__error { display: grid; gap: 8px; justify-items: start; color: #ff7875; }
.booking-summary__error p { margin: 0; }
.booking-summary__error .booking-summary__hint { color: #c9d2e3; font-size: 13px; }
.booking-summary__stale { margin: 0; color: #ff7875; }
.booking-summary__note { margin: 0; font-size: 13px; }
.booking-confirmation { margin-bottom: 24px; border-color: #2f6b3a; background: #112619; }
.booking-confirmation p { margin: 0; }
.booking-confirmation p + p { margin-top: 8px; }
.booking-confirmation a { color: #f5a623; font-weight: 600; }
.booking-confirmation:focus:not(:focus-visible) { outline: none; }
.booking-confirmation__figures { margin: 12px 0; max-width: 420px; }
.booking-confirmation p.booking-confirmation__lead { margin-top: 12px; }
.booking-confirmation__due { border-top: 1px solid #2f6b3a; padding-top: 10px; font-size: 18px; }
.booking-confirmation__due dd { color: #f5a623; }
.booking-empty { padding: 40px 20px; display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; }
.booking-empty__icon { font-size: 48px; color: #8a96ad; }
.booking-empty__text { margin: 0; color: #8a96ad; }
.booking-button-link { display: inline-block; margin-top: 8px; padding: 8px 20px; border-radius: 8px; background: #f5a623; color: #0b1222;
  font-weight: 600; text-decoration: none; }
.booking-button-link:hover { background: #ffbb45; color: #0b1222; }
.booking-button-link:focus-visible { outline: 2px solid #e8ecf4; outline-offset: 2px; }
@media (max-width: 900px) {
  .booking-layout { grid-template-columns: minmax(0, 1fr); }
  .booking-summary { position: static; }
}
.booking-payment { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 8px; }
.booking-payment__legend { font-size: 15px; font-weight: 600; color: #e8ecf4; margin-bottom: 8px; padding: 0; }
.booking-payment__options { display: grid; gap: 8px; }
.booking-payment__option { color: #e8ecf4; white-space: normal; }
.booking-payment__note { margin: 0; font-size: 13px; }
.booking-paid { display: grid; gap: 16px; max-width: 640px; }
.booking-paid__lead { margin: 0; font-size: 16px; }
.booking-paid__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.booking-paid__list li { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.booking-paid__actions { display: flex; gap: 12px; flex-wrap: wrap; }
.booking-paid__attention { color: #ff7875; margin: 0; }
.booking-paid a { color: #f5a623; font-weight: 600; }
.booking-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 36px; padding: 0 16px;
  border-radius: 8px; border: 1px solid #33415f; background: #17223d; color: #e8ecf4; font: inherit; font-size: 14px;
  font-weight: 500; line-height: 1.2; cursor: pointer; box-sizing: border-box; white-space: nowrap; }
.booking-btn:hover:not(:disabled) { border-color: #f5a623; color: #f5a623; }
.booking-btn:focus-visible, .booking-input:focus-visible, .booking-payment__option input:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; }
.booking-btn:disabled { opacity: .5; cursor: not-allowed; }
.booking-btn[aria-busy='true'] { opacity: .75; cursor: progress; }
.booking-btn--primary { background: #f5a623; border-color: #f5a623; color: #0b1222; font-weight: 600; }
.booking-btn--primary:hover:not(:disabled) { background: #ffbb45; border-color: #ffbb45; color: #0b1222; }
.booking-btn--danger { color: #ff7875; border-color: #ff7875; }
.booking-btn--danger:hover:not(:disabled) { color: #ffa39e; border-color: #ffa39e; }
.booking-btn--primary.booking-btn--danger { background: #d9363e; border-color: #d9363e; color: #fff; }
.booking-btn--primary.booking-btn--danger:hover:not(:disabled) { background: #ff4d4f; border-color: #ff4d4f; color: #fff; }
.booking-btn--text { border-color: transparent; background: transparent; }
.booking-btn--text:hover:not(:disabled) { border-color: transparent; background: #1b2745; }
.booking-btn--small { min-height: 28px; padding: 0 10px; font-size: 13px; }
.booking-btn--large { min-height: 44px; padding: 0 20px; font-size: 16px; }
.booking-btn--block { display: flex; width: 100%; }
.booking-btn--icon { width: 36px; padding: 0; }
.booking-btn__spinner { width: 14px; height: 14px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  box-sizing: border-box; animation: booking-spin .8s linear infinite; }
@keyframes booking-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .booking-btn__spinner { animation-duration: 2.4s; } }
.booking-input { height: 36px; padding: 0 12px; border-radius: 8px; border: 1px solid #33415f; background: #0b1222; color: #e8ecf4;
  font: inherit; font-size: 15px; box-sizing: border-box; width: 100%; }
.booking-input:hover:not(:disabled) { border-color: #f5a623; }
.booking-input:disabled { opacity: .6; cursor: not-allowed; }
.booking-input[aria-invalid='true'] { border-color: #ff7875; }
.booking-payment__option { display: flex; gap: 8px; align-items: center; min-height: 32px; cursor: pointer; }
.booking-payment__option input { accent-color: #f5a623; width: 16px; height: 16px; margin: 0; }
.booking-skeleton { display: block; border-radius: 6px; background: linear-gradient(90deg, #17223d 25%, #22304f 37%, #17223d 63%);
  background-size: 400% 100%; animation: booking-shimmer 1.4s ease infinite; }
.booking-skeleton--line { height: 16px; margin: 8px 0; }
.booking-skeleton--short { width: 60%; }
.booking-skeleton--title { height: 22px; width: 40%; margin-bottom: 16px; }
@keyframes booking-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .booking-skeleton { animation: none; } }
@media (max-width: 520px) {
  .booking-page__title { font-size: 26px; }
  .booking-panel { padding: 16px; }
  .booking-line { grid-template-columns: 64px minmax(0, 1fr); gap: 12px; }
  .booking-line__image { width: 64px !important; height: 64px !important; }
  .booking-line__controls { grid-column: 1 / -1; flex-direction: row; justify-content: space-between; align-items: center; }
}
`;
