// The admin area's own CSS: layout switches at 768px (sidebar on desktop, top bar + drawer on phones).
// Everything on a list screen's first view (layout, title, tags, row buttons) is drawn by these rules
// alone, in the colours antd 6 derives from the shop's theme (dark algorithm, primary #f5a623 →
// #d39021): the screen's first paint needs no antd style sheet.
export const ADMIN_CSS = `
.admin-shell { display: flex; flex: auto; min-height: 100vh; background: #0b1222; font-size: 14px;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
.admin-shell, .admin-shell * { box-sizing: border-box; }
/* The sider's background runs the whole height of the page; only its menu stays in view while a long table scrolls. */
.admin-sider { position: relative; align-self: stretch; flex: 0 0 220px; width: 220px; min-width: 220px; max-width: 220px; background: #0e1730; }
.admin-column { display: flex; flex-direction: column; flex: auto; width: 0; min-height: 0; background: #0b1222; }
.admin-sider nav { position: sticky; top: 0; max-height: 100vh; overflow: auto; }
.admin-list-toolbar { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; margin-bottom: 16px; }
/* The list filters: native controls in the shop's colours (they render at once and suit phones). */
.admin-input { box-sizing: border-box; height: 32px; padding: 4px 11px; border: 1px solid #2e3b5e; border-radius: 8px; background: #121c33;
  color: #e8ecf4; font: inherit; font-size: 14px; color-scheme: dark; transition: border-color .2s; }
.admin-input:hover { border-color: #f5a623; }
.admin-input:focus-visible { outline: 2px solid #f5a623; outline-offset: 0; border-color: #f5a623; }
.admin-input::placeholder { color: #6f7c99; }
.admin-search { display: flex; width: 340px; max-width: 100%; }
.admin-search .admin-input { flex: 1; min-width: 0; border-start-end-radius: 0; border-end-end-radius: 0; }
.admin-search__button { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 32px; border: 0;
  border-radius: 0 8px 8px 0; background: #f5a623; color: #0b1222; cursor: pointer; }
.admin-search__button:hover { background: #ffc14d; }
.admin-search__button:focus-visible { outline: 2px solid #e8ecf4; outline-offset: 1px; }
.admin-dates { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.admin-dates input { width: 140px; }
.admin-menu { list-style: none; margin: 0; padding: 0; }
.admin-menu__rule { border-top: 1px solid #1f2b4a; margin-top: 4px; padding-top: 4px; }
.admin-menu__item { box-sizing: border-box; display: flex; align-items: center; width: calc(100% - 8px); height: 40px; margin: 4px; padding: 0 24px;
  border: 0; border-radius: 8px; background: none; color: #e8ecf4; font: inherit; font-size: 14px; text-align: start; cursor: pointer;
  text-decoration: none; transition: background .2s, color .2s; }
.admin-menu__item:hover { color: #e8ecf4; background: rgba(255,255,255,0.06); }
.admin-menu__item[aria-current='page'] { color: #f5a623; background: rgba(245,166,35,0.18); }
.admin-menu__item:focus-visible { outline: 2px solid #f5a623; outline-offset: -2px; }
.admin-brand { padding: 20px 16px 12px; font-weight: 700; font-size: 16px; color: #f5a623; letter-spacing: .02em; }
.admin-topbar { display: none; align-items: center; justify-content: space-between; gap: 12px; padding: 8px 12px;
  background: #0e1730; position: sticky; top: 0; z-index: 20; border-bottom: 1px solid #1f2b4a; }
.admin-topbar .admin-brand { padding: 0; }
.admin-content { flex: auto; min-width: 0; min-height: 0; padding: 24px; color: rgba(232,236,244,0.85); }
.admin-page-title { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin-bottom: 16px; }
.admin-page-title h1 { margin: 0; color: rgba(232,236,244,0.85); font-size: 28px; font-weight: 600; line-height: 1.2105263157894737; word-break: break-word; }
/* antd's icons (an inline svg in span.anticon): their base rules, which antd injects only at run time. */
.admin-icon-button .anticon, .admin-float-button .anticon { display: inline-flex; align-items: center; color: inherit; font-style: normal;
  line-height: 0; text-align: center; text-transform: none; vertical-align: -0.125em; text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }
.admin-icon-button .anticon > *, .admin-float-button .anticon > * { line-height: 1; }
.admin-icon-button .anticon svg, .admin-float-button .anticon svg { display: inline-block; }
/* antd's default button (outlined), small size, and its danger variant. */
.admin-button, .admin-icon-button { position: relative; display: inline-flex; gap: 8px; align-items: center; justify-content: center;
  height: 32px; padding: 0 15px; border: 1px solid #1d4195; border-radius: 8px; background: #121c33; color: rgba(232,236,244,0.85);
  box-shadow: 0 2px 0 rgba(232,236,244,0.04); font: inherit; font-size: 14px; font-weight: 400; line-height: normal; white-space: nowrap; text-align: center;
  cursor: pointer; user-select: none; touch-action: manipulation; outline: none; transition: all .2s cubic-bezier(0.645, 0.045, 0.355, 1); }
.admin-button:hover, .admin-icon-button:hover { color: #e8b047; border-color: #e8b047; }
.admin-button:active, .admin-icon-button:active { color: #a6731e; border-color: #a6731e; }
.admin-button:focus-visible, .admin-icon-button:focus-visible { outline: 3px solid #584019; outline-offset: 1px; transition: outline-offset 0s, outline 0s; }
.admin-button--small { height: 24px; padding: 0 7px; border-radius: 6px; }
.admin-button--danger { color: #ff7875; border-color: #ff7875; box-shadow: 0 2px 0 rgba(67,17,0,0.53); }
.admin-button--danger:hover { color: #ffa39e; border-color: #ffa39e; }
.admin-button--danger:active { color: #ff7875; border-color: #ff7875; }
.admin-icon-button { width: 32px; padding: 0; }
/*
 * The items list's add button: labelled, in a bar that stays at the bottom of the view while the
 * list scrolls (and sits below the pager at the end). The bar is opaque and as wide as the content,
 * so rows pass under it whole instead of a round button covering one row's Edit and Delete.
 */
.admin-float-bar { position: sticky; bottom: 0; z-index: 3; display: flex; justify-content: flex-end; margin-top: 16px;
  padding: 12px 0 16px; background: #0b1222; border-top: 1px solid #1f2b4a; }
.admin-float-button { display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 20px; border: 1px solid transparent;
  border-radius: 20px; background: #d39021; color: #0b1222; font-size: 15px; font-weight: 600; text-decoration: none; white-space: nowrap;
  outline: none; transition: all .2s cubic-bezier(0.645, 0.045, 0.355, 1); box-shadow: 0 2px 0 rgba(245,166,35,0.1); }
.admin-float-button .anticon { font-size: 16px; }
.admin-float-button:hover { background: #e8b047; color: #0b1222; }
.admin-float-button:active { background: #a6731e; }
.admin-float-button:focus-visible { outline: 3px solid #584019; outline-offset: 1px; }
/* antd's filled Tag (its default look in antd 6) in each colour the admin uses. */
.admin-tag { box-sizing: border-box; position: relative; display: inline-block; height: auto; margin: 0; padding: 0 7px; border: 1px solid transparent; border-radius: 6px;
  background: #232d42; color: rgba(232,236,244,0.85); font-size: 12px; line-height: 20px; white-space: nowrap; text-align: start;
  transition: all .2s; }
.admin-tag--green { background: #162312; color: #6abe39; }
.admin-tag--red { background: #2a1215; color: #e84749; }
.admin-tag--gold { background: #2b2111; color: #e8b339; }
.admin-tag--volcano { background: #2b1611; color: #e87040; }
.admin-tag--blue { background: #111a2c; color: #3c89e8; }
.admin-tag--orange { background: #2b1d11; color: #e89a3c; }
.admin-table__scroll { overflow-x: auto; border-radius: 8px; background: #121c33; }
.admin-table table { width: 100%; border-collapse: separate; border-spacing: 0; font-size: 14px; line-height: 1.5715; }
.admin-table th, .admin-table td { padding: 12px 8px; text-align: start; vertical-align: middle; border-bottom: 1px solid #1f2b4a; background: #121c33; }
.admin-table th { font-weight: 600; background: #1a2338; white-space: nowrap; }
.admin-table th:first-child, .admin-table td:first-child { padding-inline-start: 16px; }
/* Opaque (the panel lifted by 4.5% white): a column fixed at the end must hide the cells scrolling under it. */
.admin-table .admin-row-shaded > td { background: #1d263c; }
.admin-table__row--clickable { cursor: pointer; }
.admin-table__row:hover > td { background: #232e48; }
.admin-table table[aria-busy='true'] tbody { opacity: .5; transition: opacity .2s; }
.admin-table__empty td { padding: 32px 16px; text-align: center; color: #8c98b3; }
.admin-table__cell--right { text-align: end !important; white-space: nowrap; }
.admin-table__cell--fixed { position: sticky; z-index: 1; }
.admin-table__cell--pin-edge { box-shadow: inset 1px 0 0 #1f2b4a; }
.admin-table__cell--ellipsis { max-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.admin-table__sort { display: inline-flex; align-items: center; gap: 6px; padding: 0; border: 0; background: none; color: inherit;
  font: inherit; cursor: pointer; }
.admin-table__sort:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 4px; }
.admin-table__arrows { display: inline-grid; gap: 2px; }
.admin-table__arrows::before, .admin-table__arrows::after { content: ''; border: 4px solid transparent; opacity: .45; }
.admin-table__arrows::before { border-bottom-color: currentColor; border-top-width: 0; }
.admin-table__arrows::after { border-top-color: currentColor; border-bottom-width: 0; }
.admin-table__arrows--asc::before, .admin-table__arrows--desc::after { opacity: 1; color: #f5a623; }
.admin-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px 16px; margin-top: 16px; }
.admin-pager__total { color: #8c98b3; }
.admin-pager__pages { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
.admin-pager__button { min-width: 32px; height: 32px; padding: 0 6px; border: 1px solid transparent; border-radius: 6px; background: none;
  color: inherit; font: inherit; cursor: pointer; }
.admin-pager__button:hover:not(:disabled) { border-color: #46557a; }
.admin-pager__button[aria-current='page'] { border-color: #f5a623; color: #f5a623; font-weight: 600; }
.admin-pager__button:disabled { opacity: .4; cursor: not-allowed; }
.admin-pager__button:focus-visible { outline: 2px solid #f5a623; outline-offset: 1px; }
.admin-pager__gap { align-self: center; color: #8c98b3; padding: 0 4px; }
.admin-tags { display: inline-flex; flex-wrap: wrap; gap: 4px; }
.admin-actions { display: inline-flex; gap: 8px; }
.admin-actions--stacked { flex-direction: column; align-items: flex-start; gap: 6px; }
.admin-select { height: 24px; padding: 0 4px; border: 1px solid #46557a; border-radius: 4px; background: #0b1222; color: #e8ecf4; font: inherit; }
.admin-select:focus-visible { outline: 2px solid #f5a623; outline-offset: 1px; }
.admin-select:disabled { opacity: .6; cursor: not-allowed; }
.admin-status-button { border: 0; background: none; padding: 0; cursor: pointer; font: inherit; }
.admin-status-button:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 6px; }
.admin-status-button:disabled { cursor: progress; opacity: .6; }
.admin-status-button { display: inline-flex; align-items: center; gap: 8px; }
.admin-link-button { border: 0; background: none; padding: 0; cursor: pointer; font: inherit; font-size: 13px; color: #c9d3ea; text-decoration: underline; text-underline-offset: 3px; white-space: nowrap; }
.admin-link-button:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 4px; }
.admin-link-button:disabled { cursor: progress; opacity: .6; }
.admin-status-button__action { color: #c9d3ea; font-size: 13px; text-decoration: underline; text-underline-offset: 3px; }
.admin-history { margin-top: 16px; }
.admin-order-notes { margin-top: 16px; }
.admin-order-notes__list { list-style: none; margin: 0 0 8px; padding: 0; }
.admin-order-notes__list > li { padding: 8px 0; border-bottom: 1px solid rgba(255,255,255,0.08); }
.admin-order-notes__meta time { color: #8c98b3; font-size: 13px; margin-inline-start: 8px; }
.admin-order-notes__text { white-space: pre-wrap; overflow-wrap: anywhere; }
.admin-order-notes__label, .admin-late-fee label { display: block; margin: 8px 0 4px; }
.admin-late-fee { margin-top: 12px; }
.admin-late-fee--editing { padding: 12px; border: 1px solid rgba(255,255,255,0.12); border-radius: 8px; }
.admin-late-fee__actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; flex-wrap: wrap; }
.admin-gallery-card__actions { display: flex; gap: 8px; flex-wrap: wrap; }
.admin-field-error { color: #ff7875; font-size: 13px; margin-top: 4px; }
.admin-history__list { list-style: none; margin: 0; padding: 0; }
.admin-history__list > li { padding: 8px 0; border-bottom: 1px solid rgba(255,255,255,0.08); }
.admin-history__list > li:last-child { border-bottom: 0; }
.admin-history time { color: #8c98b3; font-size: 13px; margin-inline-start: 8px; }
.admin-audit-changes { margin: 4px 0 0; padding-inline-start: 18px; font-size: 13px; overflow-wrap: anywhere; }
.admin-audit-changes__field { color: #8c98b3; }
.admin-audit-changes del { color: #ff7875; }
.admin-audit-changes ins { color: #95de64; text-decoration: none; }
.admin-activity { list-style: none; margin: 0; padding: 0; }
.admin-activity li { display: flex; gap: 12px; align-items: baseline; justify-content: space-between; padding: 10px 0;
  border-bottom: 1px solid #1f2b4a; flex-wrap: wrap; }
.admin-activity li:last-child { border-bottom: 0; }
.admin-activity time { color: #8c98b3; font-size: 13px; white-space: nowrap; }
.admin-overdue { display: grid; grid-template-columns: 140px 1fr; gap: 16px; align-items: start; }
.admin-sparklines { display: flex; flex-wrap: wrap; gap: 32px; }
.admin-overdue__list { list-style: none; margin: 0; padding: 0; }
.admin-overdue__list li { display: grid; grid-template-columns: 88px minmax(0, 1fr) auto auto; gap: 4px 12px; align-items: center;
  padding: 8px 0; border-bottom: 1px solid #1f2b4a; }
.admin-overdue__list li:last-child { border-bottom: 0; }
.admin-overdue__customer { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.admin-overdue__due { color: #8c98b3; font-size: 13px; white-space: nowrap; }
/* Today's pick-ups and returns (dashboard): in half a row, the order, customer and phone on a line, the dates under them. */
.admin-today { display: grid; grid-template-columns: 110px minmax(0, 1fr); gap: 16px; align-items: start; }
.admin-today__list { list-style: none; margin: 0; padding: 0; }
.admin-today__list li { display: grid; grid-template-columns: 76px minmax(0, 1fr) auto; gap: 2px 12px; align-items: baseline; padding: 8px 0; border-bottom: 1px solid #1f2b4a; }
.admin-today__list li:last-child { border-bottom: 0; }
.admin-today__customer { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.admin-today__dates { grid-column: 2 / -1; color: #8c98b3; font-size: 13px; }
.admin-order-lifecycle { display: grid; gap: 8px; margin-top: 16px; padding: 12px; border: 1px solid #1f2b4a; border-radius: 8px; }
.admin-order-lifecycle__step { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; min-height: 32px; }
.admin-order-lifecycle__pending { color: #8c98b3; }
.admin-order-return { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; flex: 1 1 320px; justify-content: flex-end; }
.admin-order-return label { display: grid; gap: 4px; color: #8c98b3; font-size: 13px; min-width: 180px; }
.admin-return-list { display: grid; gap: 6px; margin: 0; padding: 8px 12px 12px; border: 1px solid #1f2b4a; border-radius: 8px; min-width: 0; }
.admin-return-list legend { padding: 0 4px; color: #8c98b3; font-size: 13px; }
.admin-return-item { display: flex; align-items: center; gap: 10px; min-height: 32px; overflow-wrap: anywhere; }
.admin-return-item input { width: 18px; height: 18px; flex: none; accent-color: #4f7cff; }
.admin-return-item--back { color: #8c98b3; padding-left: 28px; }
.admin-confirm-text { margin: 0 0 8px; }
.admin-quick-links { display: flex; flex-wrap: wrap; gap: 8px; }
.admin-images { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 8px; }
.admin-image { display: grid; grid-template-columns: 64px 1fr auto; gap: 12px; align-items: center; padding: 8px;
  border: 1px solid #1f2b4a; border-radius: 8px; }
.admin-image img { width: 64px; height: 64px; object-fit: cover; border-radius: 6px; background: #0b1222; }
.admin-image__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.admin-image__error { color: #ff7875; font-size: 13px; }
.admin-file-input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.admin-file-label { display: inline-flex; align-items: center; gap: 8px; padding: 6px 15px; border-radius: 8px; cursor: pointer;
  border: 1px dashed #46557a; color: #e8ecf4; }
.admin-file-input:focus-visible + .admin-file-label { outline: 2px solid #f5a623; outline-offset: 2px; }
.admin-file-label:hover { border-color: #f5a623; color: #f5a623; }
.admin-gallery-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; margin: 16px 0; }
.admin-gallery-card { border: 1px solid #1f2b4a; border-radius: 10px; overflow: hidden; background: #121c33; display: flex; flex-direction: column; }
.admin-gallery-card img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; background: #0b1222; }
.admin-gallery-card__body { padding: 10px 12px; display: grid; gap: 4px; flex: 1; }
.admin-gallery-card__meta { color: #8c98b3; font-size: 13px; }
.admin-gallery-preview { max-width: 240px; max-height: 180px; border-radius: 8px; display: block; margin-top: 8px; }
.admin-form { max-width: 720px; }
.admin-order-lines { width: 100%; border-collapse: collapse; }
.admin-order-lines th, .admin-order-lines td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #1f2b4a; vertical-align: middle; }
.admin-order-lines img { width: 40px; height: 40px; object-fit: cover; border-radius: 4px; }
.admin-order-lines__item { display: inline-flex; align-items: center; gap: 8px; }
/* A key or an amount is never broken over two lines ('Rs' above '1,700.00'). */
.admin-order-lines td:is([data-label='Key'], [data-label='Price per day'], [data-label='Amount'], [data-label='Deposit']) { white-space: nowrap; }
/* Who booked an order: name, phone and e-mail, one under the other; a long e-mail breaks rather than widening the page. */
.admin-customer { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.admin-customer__name { font-weight: 600; color: #e8ecf4; }
.admin-customer__phone { color: #f5a623; text-decoration: underline; text-underline-offset: 3px; width: fit-content; }
.admin-customer__phone:focus-visible { outline: 2px solid #f5a623; outline-offset: 2px; border-radius: 2px; }
.admin-customer__email { color: #8c98b3; font-size: 13px; }
/* An outbox e-mail opened: its facts as a two-column list, then its text as sent. */
.admin-mail-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; margin: 0 0 12px; }
.admin-mail-facts dt { color: #8c98b3; }
.admin-mail-facts dd { margin: 0; overflow-wrap: anywhere; }
.admin-mail-facts__error { color: #e84749; }
.admin-payment-totals__figures { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0 0 8px; }
.admin-payment-totals__figures > div { min-width: 120px; }
.admin-payment-totals__figures dt { color: #8c98b3; font-size: 13px; }
.admin-payment-totals__figures dd { margin: 0; font-size: 18px; font-weight: 600; }
.admin-mail-text { max-height: 50vh; overflow: auto; margin: 0; padding: 12px; border: 1px solid #1f2b4a; border-radius: 8px; background: #0b1222;
  color: #e8ecf4; font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
@media (max-width: 767px) {
  .admin-sider { display: none; }
  .admin-topbar { display: flex; }
  .admin-content { padding: 16px 12px; }
  .admin-overdue { grid-template-columns: 1fr; gap: 8px; }
  .admin-today { grid-template-columns: 1fr; gap: 8px; }
  /* Phone: the order and its lateness on the first line, customer and due date below. */
  .admin-overdue__list li { grid-template-columns: 1fr auto; }
  .admin-overdue__list .admin-tag { grid-column: 2; grid-row: 1; }
  .admin-overdue__customer, .admin-overdue__due { grid-column: 1 / -1; }
  /* Phone: a list with cards (AdminTable's \`cards\`) draws each row as a card, every cell on a line of
     its own under its column's name; the sortable headers stay above as a row of buttons. */
  .admin-table--cards .admin-table__scroll { overflow: visible; background: none; }
  .admin-table--cards table { display: block; min-width: 0 !important; }
  .admin-table--cards thead, .admin-table--cards tbody { display: block; }
  .admin-table--cards thead tr { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; margin-bottom: 8px; padding: 6px 12px;
    border-radius: 8px; background: #1a2338; }
  .admin-table--cards th { display: block; position: static; width: auto !important; min-width: 0 !important; padding: 4px 0 !important;
    border: 0; background: none; box-shadow: none; }
  .admin-table--cards th.admin-table__head--plain { display: none; }
  /* No sortable column (the outbox): no empty bar of headers above the cards. */
  .admin-table--cards thead tr:not(:has(th:not(.admin-table__head--plain))) { display: none; }
  /* A status tag keeps its own width on a card, as on the table. */
  .admin-table--cards td > .admin-tag { justify-self: start; }
  .admin-table--cards tbody tr { display: grid; margin-bottom: 8px; padding: 6px 12px; border: 1px solid #1f2b4a; border-radius: 8px; background: #121c33; }
  .admin-table--cards tbody tr.admin-row-shaded { background: #1d263c; }
  .admin-table--cards td { display: grid; grid-template-columns: 7.5em minmax(0, 1fr); gap: 8px; align-items: baseline; position: static;
    width: auto !important; min-width: 0 !important; max-width: none; padding: 5px 0 !important; border: 0; background: none !important;
    box-shadow: none; text-align: start !important; white-space: normal; overflow-wrap: anywhere; }
  .admin-table--cards td[data-label]::before { content: attr(data-label); color: #8c98b3; }
  .admin-table--cards td:not([data-label]) { grid-template-columns: minmax(0, 1fr); }
  .admin-table--cards .admin-table__empty td { display: block; text-align: center !important; }
  /* The order dialog's lines: one card per line, each figure under its column's name. */
  .admin-order-lines, .admin-order-lines tbody, .admin-order-lines tr { display: block; }
  .admin-order-lines thead, .admin-order-lines thead th { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip-path: inset(50%);
    white-space: nowrap; }
  .admin-order-lines tr { margin-bottom: 8px; padding: 6px 10px; border: 1px solid #1f2b4a; border-radius: 8px; }
  .admin-order-lines td { display: grid; grid-template-columns: 7.5em minmax(0, 1fr); gap: 8px; align-items: center; padding: 4px 0; border: 0;
    overflow-wrap: anywhere; }
  .admin-order-lines td::before { content: attr(data-label); color: #8c98b3; }
}
/* The Data screen: exports, the product import. */
.admin-data section { max-width: 860px; margin-bottom: 28px; }
.admin-data__heading { color: rgba(232,236,244,0.85); font-size: 20px; font-weight: 600; margin: 8px 0 12px; }
h3.admin-data__heading { font-size: 16px; margin-top: 16px; }
.admin-data__exports { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.admin-data__exports li { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.admin-data__exports .ant-btn { min-width: 230px; }
.admin-data__template.ant-btn { padding: 0; }
.admin-data__form { display: grid; gap: 10px; justify-items: start; margin-bottom: 16px; color: rgba(232,236,244,0.85); }
.admin-data__form input[type=file] { color: rgba(232,236,244,0.85); max-width: 100%; }
.admin-data__check { display: flex; gap: 8px; align-items: center; min-height: 32px; }
.admin-data__check input { width: 18px; height: 18px; }
.admin-data__actions { display: flex; gap: 8px; flex-wrap: wrap; }
.admin-coupon-form { display: grid; gap: 12px; }
.admin-field { display: grid; gap: 4px; min-width: 0; border: 0; margin: 0; padding: 0; color: rgba(232,236,244,0.85); }
.admin-field legend { padding: 0; margin-bottom: 4px; color: rgba(232,236,244,0.85); }
.admin-field__hint { font-size: 12px; color: #8f9bb3; }
.admin-field-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; }
.admin-simple-table { width: 100%; border-collapse: collapse; }
.admin-simple-table th, .admin-simple-table td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #1f2b4a; }
.admin-simple-table__caption { text-align: left; padding-bottom: 6px; color: #8f9bb3; }
.admin-terms { display: grid; gap: 16px; max-width: 880px; }
.admin-terms__lead { margin: 0; color: rgba(232,236,244,0.85); }
.admin-terms__editor { display: grid; gap: 8px; justify-items: start; color: rgba(232,236,244,0.85); }
.admin-terms__editor textarea { width: 100%; }
.admin-terms__editor .ant-input-textarea-affix-wrapper, .admin-terms__editor > .ant-input { width: 100%; }
.admin-terms__count { font-size: 12px; color: #8f9bb3; }
.admin-terms__versions h2 { font-size: 18px; margin: 0 0 8px; color: #e8ecf4; }
.admin-terms__versions ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; color: rgba(232,236,244,0.85); }
.admin-field input[type=date] { color-scheme: dark; }
.admin-terms__versions summary { cursor: pointer; }
.admin-terms__id-documents { display: grid; gap: 8px; color: rgba(232,236,244,0.85); }
.admin-terms__id-documents h2 { font-size: 18px; margin: 0; color: #e8ecf4; }
.admin-terms__id-documents p { margin: 0; }
.admin-terms__id-documents form { display: grid; gap: 8px; justify-items: start; }
.admin-terms__id-documents .admin-input { width: 220px; max-width: 100%; }
.admin-terms__id-documents fieldset { border: 0; margin: 0; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
.admin-terms__id-documents legend { padding: 0; margin-bottom: 4px; }
`;
