// The availability calendar's look. Its own stylesheet, loaded with the product page only, so home
// and /items do not carry it. The three day states differ by more than colour: all free has a
// solid frame, some free a dashed one, none free is hatched with its date struck through.
export const AVAILABILITY_CSS = `
.cat-avail { margin-top: 40px; }
.cat-avail__title { font-size: 22px; line-height: 1.3; margin: 0 0 4px; color: #e8ecf4; }
.cat-avail__note { margin: 0 0 12px; color: #a3aec4; }
.cat-avail__legend { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0 0 12px; padding: 0; list-style: none; font-size: 14px; color: #c9d2e3; }
.cat-avail__legend li { display: inline-flex; align-items: center; gap: 8px; }
.cat-avail__swatch { display: inline-block; width: 28px; height: 24px; border-radius: 6px; box-sizing: border-box; }
.cat-avail__months { display: grid; gap: 16px 24px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); align-items: start; }
.cat-avail__month { width: 100%; border-collapse: separate; border-spacing: 4px; table-layout: fixed; }
.cat-avail__month caption { text-align: left; font-weight: 700; padding: 0 4px 4px; color: #e8ecf4; }
.cat-avail__month th { font-size: 12px; font-weight: 600; color: #a3aec4; padding: 2px 0; }
.cat-avail__day { height: 48px; padding: 3px 5px; border: 1px solid transparent; border-radius: 6px; vertical-align: top; box-sizing: border-box; }
.cat-avail__date { display: block; font-size: 11px; line-height: 14px; color: #a3aec4; }
.cat-avail__free { display: block; text-align: center; font-size: 17px; line-height: 24px; font-weight: 700; }
.cat-avail__day--out .cat-avail__date { color: #7a859c; } /* dimmer than in-range dates, still 5:1 on the page (WCAG AA) */
.cat-avail__day--loading { border: 0; }
.cat-avail--all { background: #16462c; border: 1px solid #2f7a4d; color: #8ef0b4; }
.cat-avail--some { background: #3d2e0e; border: 1px dashed #f5a623; color: #ffd27a; }
.cat-avail--none { background: repeating-linear-gradient(135deg, #3a1c20 0 5px, #271317 5px 10px); border: 1px solid #8a3036; color: #ffb3b8; }
.cat-avail--none .cat-avail__date { text-decoration: line-through; }
.cat-avail__day.cat-avail--all .cat-avail__date, .cat-avail__day.cat-avail--some .cat-avail__date { color: inherit; opacity: .8; }
.cat-avail__failed { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; margin: 0; color: #a3aec4; }
.cat-avail__failed .cat-btn { min-height: 32px; padding: 0 12px; font-size: 14px; }
@media (max-width: 768px) {
  .cat-avail { margin-top: 28px; }
  .cat-avail__title { font-size: 20px; }
  .cat-avail__months { grid-template-columns: 1fr; }
  .cat-avail__month { border-spacing: 3px; }
  .cat-avail__day { padding: 2px 3px; height: 46px; }
}
`;
