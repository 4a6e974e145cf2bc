// /bookings: one card per order, a single column that reads the same on a 390px phone. Plain CSS
// beside the booking page's (panel, muted, button link), same theme colours.
export const MY_BOOKINGS_CSS = `
.my-bookings { max-width: 880px; }
.my-bookings__count { margin: -8px 0 16px; }
.my-bookings__list, .my-bookings__loading { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.my-bookings__state { display: grid; gap: 12px; justify-items: start; }
.my-bookings__error { margin: 0; color: #ff7875; font-weight: 600; }
.my-booking { background: #121c33; border: 1px solid #1f2b4a; border-radius: 12px; padding: 20px; box-sizing: border-box; display: grid; gap: 14px; min-width: 0; }
.my-booking--overdue { border-color: #a8071a; }
.my-booking__head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.my-booking__id { margin: 0; font-size: 18px; font-weight: 700; color: #e8ecf4; font-variant-numeric: tabular-nums; }
.my-booking__id:focus:not(:focus-visible) { outline: none; }
.my-booking__overdue { padding: 2px 10px; border-radius: 999px; background: #a8071a; color: #fff; font-size: 13px; font-weight: 700; }
.my-booking__facts { margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); grid-auto-flow: dense; gap: 12px 20px; }
.my-booking__dates { grid-column: span 2; }
.my-booking__facts dt { color: #8f9bb3; font-size: 13px; margin-bottom: 2px; }
.my-booking__facts dd { margin: 0; color: #e8ecf4; overflow-wrap: anywhere; }
.my-booking__status { display: inline-block; padding: 1px 10px; border-radius: 999px; font-size: 13px; font-weight: 600; border: 1px solid; }
.my-booking__status--pending { color: #ffd666; border-color: #876800; background: #2b2111; }
.my-booking__status--approved { color: #95de64; border-color: #3f6600; background: #162312; }
.my-booking__status--rejected { color: #ff7875; border-color: #a8071a; background: #2a1215; }
.my-booking__status--cancelled { color: #bfbfbf; border-color: #434343; background: #1d1d1d; }
.my-booking__status--expired { color: #bfbfbf; border-color: #434343; background: #1d1d1d; }
.my-booking__items { margin: 0; padding: 12px 0 0; list-style: none; border-top: 1px solid #1f2b4a; display: grid; gap: 6px; }
.my-booking__items li { overflow-wrap: anywhere; }
.my-booking__qty { font-weight: 600; color: #f5a623; font-variant-numeric: tabular-nums; }
.my-booking__foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.my-booking__total { margin: 0; font-size: 18px; }
.my-booking__total strong { color: #f5a623; font-variant-numeric: tabular-nums; }
.my-booking__items li { display: flex; flex-wrap: wrap; gap: 4px; align-items: baseline; }
.my-booking__line-amount { margin-left: auto; font-variant-numeric: tabular-nums; }
.my-booking__figures { margin: 0; flex: 1 1 260px; display: grid; gap: 4px; }
.my-booking__figures > div { display: flex; justify-content: space-between; gap: 12px; }
.my-booking__figures dt { color: #8f9bb3; }
.my-booking__figures dd { margin: 0; font-variant-numeric: tabular-nums; color: #e8ecf4; }
.my-booking__figure--total dd, .my-booking__figure--due dd { color: #f5a623; font-weight: 700; font-size: 16px; }
.my-booking__figure--reason dd { text-align: right; overflow-wrap: anywhere; }
.my-booking__extend { display: grid; gap: 10px; padding: 12px; border-radius: 8px; background: #0f1a30; border: 1px solid #1f2b4a; }
.my-booking__extend p { margin: 0; }
.my-booking__extend-field { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.my-booking__extend-field input { background: #0b1220; color: #e8ecf4; border: 1px solid #2a3a5f; border-radius: 6px; padding: 6px 8px; color-scheme: dark; }
.my-booking__extend-price { display: grid; gap: 8px; padding-top: 10px; border-top: 1px solid #1f2b4a; }
.my-booking__extend-price .my-booking__figures { max-width: 380px; }
.my-booking__confirm { display: grid; gap: 10px; padding: 12px; border-radius: 8px; background: #2a1215; border: 1px solid #5c0011; }
.my-booking__confirm p { margin: 0; }
.my-booking__confirm-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
@media (max-width: 520px) {
  .my-booking { padding: 16px; }
  .my-booking__facts { grid-template-columns: 1fr 1fr; }
}
`;
