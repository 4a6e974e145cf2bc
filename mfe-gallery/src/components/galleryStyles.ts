// The gallery's look. Plain CSS in a <style> tag (the site has no CSS pipeline): cards, grid and
// pager and buttons are simple elements, so visitors download no antd code for them.
export const GALLERY_CSS = `
.gallery__title { margin: 0 0 4px; font-size: clamp(28px, 4vw, 36px); font-weight: 700; line-height: 1.2; color: #e8ecf4; }
.gallery__title:focus { outline: none; }
.gallery__lead { margin: 0 0 24px; color: #9aa6bf; }
.gallery-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr)); }
.gallery-card { position: relative; display: flex; flex-direction: column; overflow: hidden; border-radius: 12px;
  background: #121c33; border: 1px solid #1f2b4a; transition: border-color .15s, box-shadow .15s; }
.gallery-card:hover, .gallery-card:focus-within { border-color: #f5a623; box-shadow: 0 6px 20px rgba(0, 0, 0, .35); }
.gallery-card__open { display: block; width: 100%; padding: 0; border: 0; background: #0e1730; cursor: zoom-in; }
/* The whole card opens the viewer; the Delete button sits above this layer. */
.gallery-card__open::after { content: ''; position: absolute; inset: 0; }
.gallery-card__open:focus-visible { outline: 3px solid #f5a623; outline-offset: -3px; }
.gallery-card__image { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; background: #0e1730; }
.gallery-card__body { display: flex; flex-direction: column; gap: 10px; flex: 1; padding: 12px 14px 14px; }
.gallery-card__description { margin: 0; color: #e8ecf4; line-height: 1.45; display: -webkit-box; -webkit-line-clamp: 3;
  -webkit-box-orient: vertical; overflow: hidden; }
.gallery-card__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-top: auto; color: #9aa6bf; font-size: 13px; }
.gallery-card__actions { position: relative; z-index: 1; display: flex; justify-content: flex-end; }
.gallery-category { display: inline-block; padding: 2px 10px; border-radius: 999px; background: rgba(245, 166, 35, .14);
  color: #f5a623; font-size: 12px; font-weight: 600; text-transform: capitalize; }
.gallery-card--placeholder .gallery-card__image, .gallery-card--placeholder .gallery-line { animation: gallery-pulse 1.2s ease-in-out infinite; }
.gallery-line { height: 12px; border-radius: 6px; background: #1a2542; }
.gallery-line--short { width: 40%; }
@keyframes gallery-pulse { 50% { opacity: .55; } }
@media (prefers-reduced-motion: reduce) { .gallery-card--placeholder .gallery-card__image, .gallery-card--placeholder .gallery-line { animation: none; } }
.gallery-button { display: inline-flex; align-items: center; justify-content: center; height: 32px; padding: 4px 15px;
  border: 1px solid #424a5e; border-radius: 6px; background: #121c33; color: #e8ecf4; font: inherit; font-size: 14px;
  line-height: 1.5715; cursor: pointer; transition: border-color .2s, color .2s; }
.gallery-button:hover:not(:disabled) { border-color: #f5a623; color: #f5a623; }
.gallery-button:focus-visible { outline: 3px solid #f5a623; outline-offset: 1px; }
.gallery-button:disabled { color: rgba(255, 255, 255, .25); border-color: #2b3550; background: rgba(255, 255, 255, .08); cursor: not-allowed; }
.gallery-button--small { height: 24px; padding: 0 7px; border-radius: 4px; }
.gallery-button--danger { color: #ff7875; border-color: #ff7875; }
.gallery-button--danger:hover:not(:disabled) { color: #ffa39e; border-color: #ffa39e; }
.gallery-pager { display: flex; align-items: center; justify-content: center; gap: 16px; margin-top: 32px; }
.gallery-pager__label { min-width: 110px; text-align: center; color: #c9d2e3; }
.gallery-state { padding: 48px 16px; text-align: center; color: #c9d2e3; }
.gallery-state__text { margin: 0 0 16px; font-size: 16px; }
.gallery-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.gallery-viewer { width: min(1120px, calc(100vw - 24px)); max-width: none; max-height: calc(100vh - 24px); padding: 0; border: 0;
  border-radius: 8px; background: #17223d; color: #e8ecf4; box-shadow: 0 6px 16px rgba(0, 0, 0, .32), 0 9px 28px 8px rgba(0, 0, 0, .2); }
.gallery-viewer::backdrop { background: rgba(0, 0, 0, .45); }
.gallery-viewer__panel { padding: 20px 24px; }
.gallery-viewer__header { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 8px; }
.gallery-viewer__title { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.5; color: #e8ecf4; }
.gallery-viewer__close { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin-right: -8px;
  border: 0; border-radius: 6px; background: transparent; color: rgba(255, 255, 255, .65); cursor: pointer; }
.gallery-viewer__close:hover { background: rgba(255, 255, 255, .08); color: #fff; }
.gallery-viewer__close:focus-visible { outline: 3px solid #f5a623; outline-offset: 1px; }
.gallery-viewer__figure { margin: 0 0 16px; }
.gallery-viewer__frame { position: relative; width: 100%; aspect-ratio: 3 / 2; max-height: 68vh; border-radius: 8px; background: #05080f; overflow: hidden; }
.gallery-viewer__image { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
.gallery-viewer__status { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; flex-direction: column; gap: 8px; color: #c9d2e3; }
.gallery-viewer__caption { margin-top: 14px; }
.gallery-viewer__description { margin: 0 0 8px; color: #e8ecf4; line-height: 1.5; }
.gallery-viewer__footer { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.gallery-viewer__hint { color: #9aa6bf; font-size: 13px; }
.gallery-viewer__buttons { display: flex; gap: 8px; margin-left: auto; }
.gallery-confirm__thumb { display: block; width: 100%; max-width: 240px; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-radius: 8px; margin: 8px 0 12px; }
@media (max-width: 600px) { .gallery-viewer__hint { display: none; } .gallery-viewer__panel { padding: 16px; } .gallery-grid { gap: 16px; } }
`;
