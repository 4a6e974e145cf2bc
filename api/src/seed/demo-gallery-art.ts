import { blur, linear, radial, repeat, seededRandom, svgDocument } from './demo-svg.js';

export type SceneKind = 'concert' | 'wedding' | 'corporate' | 'festival' | 'party' | 'warehouse';

const W = 1200;
const H = 800;

/** Background, light colours and what stands on the floor, per kind of event. */
const MOODS: Record<SceneKind, { sky: [string, string]; beams: string[] }> = {
  concert: { sky: ['#0b0620', '#1c0f3a'], beams: ['#5e60ce', '#f72585', '#4cc9f0', '#ffffff'] },
  wedding: { sky: ['#1f1208', '#3b2414'], beams: ['#ffd6a5', '#ffadad', '#fff1c1'] },
  corporate: { sky: ['#050b1a', '#0f2347'], beams: ['#4895ef', '#caf0f8', '#4361ee'] },
  festival: { sky: ['#ff9e5e', '#3a0ca3'], beams: ['#ffbe0b', '#fb5607', '#ff006e', '#3a86ff'] },
  party: { sky: ['#02010a', '#14002b'], beams: ['#00f5d4', '#f15bb5', '#fee440', '#9b5de5'] },
  warehouse: { sky: ['#15171c', '#2a2e36'], beams: ['#ffffff', '#ffd166'] },
};

type Random = () => number;
const pick = <T>(random: Random, list: T[]): T => list[Math.floor(random() * list.length)];

const truss = (y: number) =>
  `<rect x="80" y="${y}" width="${W - 160}" height="6" fill="#8d939c"/><rect x="80" y="${y + 34}" width="${W - 160}" height="6" fill="#5b6068"/>` +
  `<path d="${repeat(52, (i) => `M${80 + i * 20} ${i % 2 ? y + 3 : y + 37} L${100 + i * 20} ${i % 2 ? y + 37 : y + 3}`)}" stroke="#767c85" stroke-width="3"/>`;

/** Beams from fixtures on a truss, leaning at random: the picture's main light show. */
function beams(random: Random, palette: string[], count: number, fromY: number): string {
  return repeat(count, (i) => {
    const x = 140 + (i * (W - 280)) / Math.max(1, count - 1);
    const target = x + (random() - 0.5) * 900;
    const width = 40 + random() * 90;
    const color = palette.indexOf(pick(random, palette));
    return (
      `<path d="M${x - 8} ${fromY} L${x + 8} ${fromY} L${target + width} ${H} L${target - width} ${H}z" fill="url(#beam${color})" filter="url(#soft)"/>` +
      `<circle cx="${x}" cy="${fromY}" r="12" fill="#fff"/><circle cx="${x}" cy="${fromY}" r="26" fill="url(#flare${color})"/>`
    );
  });
}

/** The audience as silhouettes, some with raised hands or phones. */
function crowd(random: Random, baseline: number, density: number): string {
  return repeat(density, (i) => {
    const x = (i / density) * W + random() * 30;
    const y = baseline + random() * 40;
    const r = 18 + random() * 8;
    const arm =
      random() < 0.3
        ? `<path d="M${x + r} ${y + r} L${x + r + 10 + random() * 30} ${y - 60 - random() * 40}" stroke="#05060a" stroke-width="11" stroke-linecap="round"/>` +
          (random() < 0.4 ? `<rect x="${x + r + 20}" y="${y - 110}" width="14" height="22" rx="3" fill="#cfe8ff" opacity=".8"/>` : '')
        : '';
    return `${arm}<circle cx="${x}" cy="${y}" r="${r}" fill="#05060a"/><ellipse cx="${x}" cy="${y + r * 2.6}" rx="${r * 1.7}" ry="${r * 1.9}" fill="#05060a"/>`;
  });
}

const stageDeck = (y: number) =>
  `<rect x="60" y="${y}" width="${W - 120}" height="40" fill="#111216"/><rect x="60" y="${y}" width="${W - 120}" height="4" fill="#3a3d44"/>`;

const speakerHang = (x: number, y: number) =>
  repeat(5, (i) => `<rect x="${x}" y="${y + i * 34}" width="90" height="30" rx="3" fill="#17181c" stroke="#2a2c31" transform="rotate(${i * 2} ${x + 45} ${y})"/>`);

const ledWall = (random: Random, palette: string[], x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#07080b"/>` +
  repeat(Math.floor(w / 40) * Math.floor(h / 40), (i) => {
    const cols = Math.floor(w / 40);
    return `<rect x="${x + (i % cols) * 40 + 2}" y="${y + Math.floor(i / cols) * 40 + 2}" width="36" height="36" fill="${pick(random, palette)}" opacity="${(0.25 + random() * 0.6).toFixed(2)}"/>`;
  });

const fairyLights = (random: Random) =>
  repeat(5, (i) => {
    const y = 60 + i * 28;
    const sag = 70 + random() * 50;
    const dots = repeat(24, (k) => {
      const t = k / 23;
      return `<circle cx="${(t * W).toFixed(1)}" cy="${(y + Math.sin(t * Math.PI) * sag).toFixed(1)}" r="5" fill="url(#bulb)"/>`;
    });
    return `<path d="M0 ${y} Q${W / 2} ${y + sag * 2} ${W} ${y}" stroke="#3b2a1a" stroke-width="2" fill="none"/>${dots}`;
  });

const roundTables = (random: Random) =>
  repeat(6, (i) => {
    const x = 120 + i * 190 + random() * 30;
    const y = 620 + (i % 2) * 60;
    return (
      `<ellipse cx="${x}" cy="${y + 40}" rx="95" ry="22" fill="#000" opacity=".35"/>` +
      `<path d="M${x - 90} ${y} Q${x} ${y + 90} ${x + 90} ${y}z" fill="url(#linen)"/><ellipse cx="${x}" cy="${y}" rx="90" ry="24" fill="#f8efe3"/>` +
      `<circle cx="${x}" cy="${y - 18}" r="16" fill="#ff8fab"/><circle cx="${x - 12}" cy="${y - 10}" r="10" fill="#fff0f3"/><circle cx="${x + 12}" cy="${y - 12}" r="11" fill="#ffc8dd"/>`
    );
  });

const floralArch = () =>
  `<path d="M430 560 V330 A170 170 0 0 1 770 330 V560" fill="none" stroke="#e9d8a6" stroke-width="14"/>` +
  repeat(40, (i) => {
    const t = (i / 39) * Math.PI;
    const x = 600 - Math.cos(t) * 170;
    const y = 330 - Math.sin(t) * 170;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${14 + (i % 3) * 4}" fill="${['#ffafcc', '#fff', '#ffc8dd', '#cdb4db'][i % 4]}"/>`;
  });

const uplights = (palette: string[]) =>
  repeat(7, (i) => `<ellipse cx="${90 + i * 170}" cy="300" rx="90" ry="320" fill="url(#wash${i % palette.length})"/>`);

const presentation = (random: Random) =>
  `<rect x="300" y="140" width="600" height="340" rx="6" fill="url(#screenGlow)"/>` +
  `<rect x="360" y="200" width="${260 + random() * 160}" height="36" rx="4" fill="#fff" opacity=".9"/>` +
  repeat(4, (i) => `<rect x="360" y="${270 + i * 40}" width="${200 + random() * 260}" height="16" rx="4" fill="#dbe9ff" opacity=".6"/>`) +
  `<path d="M880 560 h110 l-15 -140 h-80z" fill="#1a2233"/><rect x="895" y="430" width="80" height="12" fill="#4895ef"/>`;

const audienceRows = (random: Random) =>
  repeat(4, (row) =>
    repeat(16, (i) => {
      const x = 40 + i * 74 + (row % 2) * 30;
      const y = 600 + row * 50;
      return `<rect x="${x}" y="${y}" width="56" height="60" rx="10" fill="#0a0f1c"/><circle cx="${x + 28}" cy="${y - 10 - random() * 8}" r="17" fill="#06080f"/>`;
    }),
  );

const festivalRoof = () =>
  `<path d="M100 130 L600 40 L1100 130 V560 H100z" fill="#0c0a14" opacity=".85"/>` +
  `<path d="M100 130 L600 40 L1100 130" stroke="#c9ccd2" stroke-width="6" fill="none"/>` +
  speakerHang(130, 160) + speakerHang(980, 160);

const rackShelves = (random: Random) =>
  repeat(3, (shelf) => {
    const y = 300 + shelf * 150;
    return `<rect x="80" y="${y + 110}" width="1040" height="10" fill="#8d939c"/>` +
      repeat(9, (i) => {
        const w = 70 + random() * 40;
        const h = 60 + random() * 50;
        return `<rect x="${100 + i * 112}" y="${y + 110 - h}" width="${w}" height="${h}" rx="4" fill="${pick(random, ['#1d1f24', '#26292f', '#30343b'])}" stroke="#0b0c0e"/>` +
          (random() < 0.5 ? `<circle cx="${100 + i * 112 + w / 2}" cy="${y + 110 - h / 2}" r="${h * 0.3}" fill="#111" stroke="#444"/>` : '');
      });
  });

/** One event photograph drawn from its kind and a seed; the same seed always gives the same picture. */
export function drawScene(kind: SceneKind, seed: number): string {
  const random = seededRandom(seed);
  const mood = MOODS[kind];
  const palette = mood.beams;
  const defs = [
    linear('sky', [[0, mood.sky[0]], [1, mood.sky[1]]]),
    radial('haze', [[0, palette[0], 0.35], [1, palette[0], 0]], 0.5, 0.3, 0.6),
    ...palette.flatMap((color, i) => [
      linear(`beam${i}`, [[0, color, 0.85], [1, color, 0.02]]),
      radial(`flare${i}`, [[0, color, 0.9], [1, color, 0]]),
      radial(`wash${i}`, [[0, color, 0.55], [1, color, 0]]),
    ]),
    radial('bulb', [[0, '#fffbe6'], [0.4, '#ffd27a', 0.9], [1, '#ffb347', 0]]),
    linear('linen', [[0, '#f8efe3'], [1, '#b9a993']]),
    linear('screenGlow', [[0, '#1d4ed8'], [1, '#0b1f4d']], true),
    linear('floor', [[0, '#000', 0], [1, '#000', 0.85]]),
    blur('soft', 8),
  ].join('');

  const scenery: Record<SceneKind, () => string> = {
    concert: () => ledWall(random, palette, 200, 180, 800, 360) + truss(100) + speakerHang(60, 160) + speakerHang(1050, 160) + stageDeck(560) + beams(random, palette, 8, 140) + crowd(random, 640, 34),
    wedding: () => uplights(palette) + fairyLights(random) + (seed % 2 ? floralArch() : '') + `<rect x="0" y="560" width="${W}" height="240" fill="#2a1a0e"/>` + roundTables(random),
    corporate: () => uplights(palette) + truss(70) + presentation(random) + stageDeck(560) + beams(random, palette, 5, 110) + audienceRows(random),
    festival: () => festivalRoof() + ledWall(random, palette, 300, 200, 600, 320) + stageDeck(560) + beams(random, palette, 10, 150) + crowd(random, 620, 40),
    party: () => ledWall(random, palette, 0, 120, W, 440) + `<rect x="420" y="470" width="360" height="120" fill="#0d0e12" stroke="${palette[0]}" stroke-width="4"/>` + beams(random, palette, 6, 100) + crowd(random, 650, 30),
    warehouse: () => rackShelves(random) + beams(random, palette, 4, 80) + `<rect x="0" y="720" width="${W}" height="80" fill="#0d0e12"/>`,
  };
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<ellipse cx="600" cy="260" rx="700" ry="420" fill="url(#haze)"/>` +
    scenery[kind]() +
    `<rect y="${H - 260}" width="${W}" height="260" fill="url(#floor)"/>`;
  return svgDocument(W, H, defs, body);
}
