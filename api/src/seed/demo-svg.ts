/** Small helpers for the demo catalogue's SVG illustrations (see demo-products-art.ts and demo-gallery-art.ts). */

export const svgDocument = (width: number, height: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>\n`;

type Stop = [offset: number, color: string, opacity?: number];
const stops = (list: Stop[]) =>
  list.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');

/** A vertical gradient unless `x2` is given (then x1 0 → x2 1 across). */
export const linear = (id: string, list: Stop[], horizontal = false): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

export const blur = (id: string, deviation: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** Deterministic randomness, so every fresh database gets the same pictures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const repeat = (count: number, draw: (index: number) => string): string => Array.from({ length: count }, (_, i) => draw(i)).join('');

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
