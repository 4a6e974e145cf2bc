import { blur, escapeXml, linear, radial, repeat, svgDocument } from './demo-svg.js';

/** What a demo product looks like; each kind is one parametrised drawing. */
export type GearKind =
  | 'speaker' | 'lineArray' | 'subwoofer' | 'monitor' | 'mixer' | 'microphone' | 'amplifier'
  | 'movingHead' | 'parCan' | 'ledBar' | 'fogMachine' | 'blinder';

interface Look {
  accent: string;
  badge: string;
  /** 0: front view on a white studio sweep; 1: three-quarter view on a dark set, lights switched on. */
  view: 0 | 1;
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** A cabinet: front face, plus side and top faces when seen three-quarter. */
function box(x: number, y: number, w: number, h: number, look: Look, front = 'url(#shell)', radius = 10): string {
  const d = look.view ? Math.min(60, w * 0.18) : 0;
  const side = d
    ? `<path d="M${x + w} ${y} l${d} ${-d * 0.6} v${h} l${-d} ${d * 0.6}z" fill="url(#shellSide)"/>` +
      `<path d="M${x} ${y} l${d} ${-d * 0.6} h${w} l${-d} ${d * 0.6}z" fill="#4a4e57"/>`
    : '';
  return `${side}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${front}" stroke="#0b0c0e" stroke-width="3"/>`;
}

const badge = (x: number, y: number, look: Look, size = 18, fill = '#c9ccd2') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="700" letter-spacing="2" fill="${fill}" text-anchor="middle">${escapeXml(look.badge)}</text>`;

const cone = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0d0e10"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="url(#cone)"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="url(#dustCap)"/>`;

const horn = (cx: number, cy: number, w: number, h: number) =>
  `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h * 0.2}" fill="#0b0c0e"/>` +
  `<path d="M${cx - w * 0.42} ${cy - h * 0.36} L${cx - w * 0.06} ${cy - h * 0.08} h${w * 0.12} L${cx + w * 0.42} ${cy - h * 0.36} v${h * 0.72} L${cx + w * 0.06} ${cy + h * 0.08} h${-w * 0.12} L${cx - w * 0.42} ${cy + h * 0.36}z" fill="url(#hornThroat)"/>`;

const knob = (cx: number, cy: number, r: number, color = '#d8dbe0') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111"/><circle cx="${cx}" cy="${cy - 1}" r="${r * 0.8}" fill="url(#metal)"/><rect x="${cx - 1}" y="${cy - r * 0.8}" width="2" height="${r * 0.6}" fill="${color}"/>`;

/** A light beam rising from (x, y) to the top of the picture, only when the fixture is switched on. */
const beam = (x: number, y: number, spread: number, look: Look, lean = 0) =>
  look.view ? `<path d="M${x - 20} ${y} L${x + 20} ${y} L${x + lean + spread} -40 L${x + lean - spread} -40z" fill="url(#beam)" filter="url(#soft)"/>` : '';

const lens = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#0b0c0e"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lens)"/>` +
  `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${r * 0.25}" ry="${r * 0.14}" fill="#fff" opacity=".55"/>`;

const drawings: Record<GearKind, (look: Look) => string> = {
  speaker: (look) =>
    box(255, 110, 290, 560, look) +
    (look.view ? `<rect x="275" y="130" width="250" height="520" rx="8" fill="url(#grille)"/>` : horn(400, 230, 210, 120) + cone(400, 470, 118)) +
    badge(400, 650, look),
  lineArray: (look) =>
    `<rect x="190" y="120" width="420" height="26" rx="4" fill="url(#metal)"/>` +
    repeat(4, (i) => {
      const y = 160 + i * 115;
      return `<g transform="rotate(${i * 2.5} 400 ${y})">${box(160, y, 480, 100, look)}${horn(400, y + 50, 300, 38)}${cone(215, y + 50, 36)}${cone(585, y + 50, 36)}</g>`;
    }) +
    badge(400, 139, look, 14, '#1b1d21'),
  subwoofer: (look) =>
    box(150, 250, 500, 420, look) +
    (look.view ? `<rect x="170" y="270" width="460" height="380" rx="8" fill="url(#grille)"/>` : cone(400, 440, 165)) +
    `<rect x="190" y="625" width="420" height="22" rx="11" fill="#050506"/>` +
    badge(580, 290, look, 14),
  monitor: (look) =>
    `<path d="M230 300 H570 L650 650 H150z" fill="url(#shell)" stroke="#0b0c0e" stroke-width="3"/>` +
    (look.view ? `<path d="M570 300 l50 -20 l80 340 l-50 30z" fill="url(#shellSide)"/>` : '') +
    horn(400, 370, 170, 80) + cone(400, 530, 100) + badge(400, 635, look, 14),
  mixer: (look) => {
    // A console seen from above and in front: u runs across, v from the back edge to the front.
    const at = (u: number, v: number) => [120 + u * 560 + (u - 0.5) * v * 120, 300 + v * 300] as const;
    const strips = 12;
    const controls = repeat(strips, (i) => {
      const u = (i + 0.7) / (strips + 1.5);
      const knobs = repeat(3, (k) => {
        const [x, y] = at(u, 0.1 + k * 0.13);
        return knob(x, y, 11 + k, look.accent);
      });
      const [x1, y1] = at(u, 0.55);
      const [x2, y2] = at(u, 0.92);
      const capY = y1 + (y2 - y1) * (0.2 + ((i * 37) % 60) / 100);
      const capX = x1 + (x2 - x1) * ((capY - y1) / (y2 - y1));
      return `${knobs}<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#050506" stroke-width="5"/><rect x="${capX - 11}" y="${capY - 7}" width="22" height="14" rx="3" fill="${i === strips - 1 ? look.accent : '#d9dce1'}"/>`;
    });
    const [sx, sy] = at(0.86, 0.06);
    return (
      `<path d="M120 300 H680 L740 600 H60z" fill="url(#shell)" stroke="#0b0c0e" stroke-width="3"/>` +
      `<path d="M60 600 H740 V640 H60z" fill="url(#shellSide)"/>` +
      controls +
      `<rect x="${sx - 40}" y="${sy - 6}" width="80" height="50" rx="4" fill="url(#screen)"/>` +
      badge(400, 628, look, 14)
    );
  },
  microphone: (look) =>
    `<g transform="rotate(${look.view ? -20 : -32} 400 420)">` +
    `<path d="M352 330 L372 690 Q400 705 428 690 L448 330z" fill="url(#shell)" stroke="#0b0c0e" stroke-width="3"/>` +
    `<rect x="340" y="312" width="120" height="30" rx="6" fill="${look.accent}"/>` +
    `<circle cx="400" cy="230" r="100" fill="url(#metal)"/><circle cx="400" cy="230" r="100" fill="url(#mesh)" opacity=".7"/>` +
    `<ellipse cx="365" cy="190" rx="35" ry="20" fill="#fff" opacity=".45"/>` +
    `<ellipse cx="400" cy="692" rx="28" ry="8" fill="url(#metal)"/></g>`,
  amplifier: (look) =>
    box(100, 300, 600, 190, look, 'url(#shell)', 4) +
    `<rect x="80" y="300" width="28" height="190" rx="4" fill="url(#metal)"/><rect x="692" y="300" width="28" height="190" rx="4" fill="url(#metal)"/>` +
    `<rect x="150" y="335" width="180" height="70" rx="4" fill="url(#screen)"/>` +
    knob(440, 395, 34, look.accent) + knob(560, 395, 34, look.accent) +
    repeat(8, (i) => `<circle cx="${160 + i * 22}" cy="450" r="6" fill="${i < 6 ? '#3ddc84' : '#ffb020'}"/>`) +
    badge(620, 470, look, 14),
  movingHead: (look) =>
    beam(400, 300, 170, look) +
    box(280, 560, 240, 110, look) +
    `<rect x="285" y="520" width="230" height="40" rx="10" fill="url(#shellSide)"/>` +
    `<rect x="280" y="300" width="44" height="250" rx="16" fill="url(#shell)"/><rect x="476" y="300" width="44" height="250" rx="16" fill="url(#shell)"/>` +
    `<rect x="322" y="200" width="156" height="230" rx="60" fill="url(#shell)" stroke="#0b0c0e" stroke-width="3"/>` +
    lens(400, 300, 52) + badge(400, 625, look, 14),
  parCan: (look) =>
    beam(400, 380, 190, look) +
    `<path d="M230 380 A170 170 0 0 1 570 380" fill="none" stroke="url(#metal)" stroke-width="26" transform="translate(0 -60)"/>` +
    `<circle cx="400" cy="400" r="200" fill="url(#shell)" stroke="#0b0c0e" stroke-width="4"/><circle cx="400" cy="400" r="175" fill="#0b0c0e"/>` +
    repeat(37, (i) => {
      const ring = i === 0 ? 0 : i < 7 ? 1 : i < 19 ? 2 : 3;
      const first = [0, 1, 7, 19][ring];
      const count = [1, 6, 12, 18][ring];
      const angle = ((i - first) / count) * Math.PI * 2;
      const colors = [look.accent, '#ff3b5c', '#3bff8a', '#3b7bff'];
      return `<circle cx="${(400 + Math.cos(angle) * ring * 48).toFixed(1)}" cy="${(400 + Math.sin(angle) * ring * 48).toFixed(1)}" r="17" fill="${colors[i % 4]}" opacity="${look.view ? 1 : 0.75}"/>`;
    }) +
    `<circle cx="400" cy="400" r="175" fill="url(#gloss)"/>`,
  ledBar: (look) =>
    repeat(8, (i) => beam(140 + i * 74, 400, 40, look)) +
    `<rect x="380" y="450" width="40" height="150" fill="url(#metal)"/><rect x="250" y="600" width="300" height="24" rx="8" fill="url(#shell)"/>` +
    box(80, 360, 640, 90, look, 'url(#shell)', 12) +
    repeat(8, (i) => `<rect x="${104 + i * 74}" y="375" width="60" height="60" rx="6" fill="#0b0c0e"/><circle cx="${134 + i * 74}" cy="405" r="22" fill="hsl(${(i * 45) % 360} 95% 60%)"/>`),
  fogMachine: (look) =>
    `<g filter="url(#fog)" opacity="${look.view ? 0.9 : 0.6}">` +
    repeat(6, (i) => `<circle cx="${150 - i * 40}" cy="${480 - i * 18}" r="${40 + i * 22}" fill="${look.view ? look.accent : '#8e98a4'}" opacity="${0.5 - i * 0.05}"/>`) +
    `</g>` +
    box(220, 380, 380, 220, look) +
    `<path d="M300 380 v-50 h220 v50" fill="none" stroke="url(#metal)" stroke-width="18"/>` +
    `<rect x="170" y="465" width="55" height="40" rx="6" fill="url(#metal)"/>` +
    `<rect x="470" y="430" width="90" height="120" rx="8" fill="${look.accent}" opacity=".55"/>` +
    badge(340, 575, look, 14),
  blinder: (look) =>
    `<path d="M200 560 V640 H600 V560" fill="none" stroke="url(#metal)" stroke-width="20"/>` +
    box(170, 220, 460, 340, look) +
    repeat(8, (i) => {
      const cx = 235 + (i % 4) * 110;
      const cy = 320 + Math.floor(i / 4) * 140;
      return `<circle cx="${cx}" cy="${cy}" r="50" fill="#0b0c0e"/><circle cx="${cx}" cy="${cy}" r="42" fill="url(#warmLamp)"/>`;
    }),
};

/** One product photograph: the drawing on a studio sweep with a floor shadow. */
export function drawGear(kind: GearKind, look: Look): string {
  const defs = [
    radial('sweepLight', [[0, '#ffffff'], [0.7, '#e8eaee'], [1, '#c8ccd3']], 0.5, 0.35, 0.8),
    radial('sweepDark', [[0, '#3a3f4a'], [0.6, '#1b1e25'], [1, '#0a0b0e']], 0.5, 0.3, 0.85),
    radial('halo', [[0, look.accent, 0.45], [1, look.accent, 0]]),
    linear('shell', [[0, '#42464f'], [0.5, '#26292f'], [1, '#131417']]),
    linear('shellSide', [[0, '#1d1f24'], [1, '#08090b']], true),
    linear('metal', [[0, '#7d838c'], [0.45, '#eef0f3'], [0.55, '#c4c8ce'], [1, '#5b6068']], true),
    radial('cone', [[0, '#4a4d53'], [0.55, '#1d1e21'], [0.92, '#2c2e33'], [1, '#111']]),
    radial('dustCap', [[0, '#6b6f77'], [1, '#1a1b1e']], 0.4, 0.35, 0.7),
    linear('hornThroat', [[0, '#2c2f35'], [0.5, '#050506'], [1, '#2c2f35']]),
    linear('screen', [[0, '#0f2a44'], [1, look.accent]]),
    radial('lens', [[0, '#ffffff'], [0.35, look.accent], [1, '#101114']], 0.45, 0.4, 0.6),
    radial('gloss', [[0, '#ffffff', 0.25], [1, '#ffffff', 0]], 0.35, 0.3, 0.5),
    radial('warmLamp', [[0, '#fffbe8'], [0.5, look.view ? '#ffc35c' : '#c9a46a'], [1, '#5a3b10']]),
    linear('beam', [[0, look.accent, 0.05], [1, look.accent, 0.75]]),
    `<pattern id="grille" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="#17191c"/><circle cx="4.5" cy="4.5" r="2" fill="#30343a"/></pattern>`,
    `<pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 5H10M5 0V10" stroke="#3a3d42" stroke-width="1.6"/></pattern>`,
    blur('soft', 6),
    blur('fog', 18),
    blur('shadow', 14),
  ].join('');
  const body =
    `<rect width="800" height="800" fill="url(#${look.view ? 'sweepDark' : 'sweepLight'})"/>` +
    (look.view ? `<circle cx="400" cy="380" r="330" fill="url(#halo)"/>` : '') +
    `<ellipse cx="400" cy="690" rx="290" ry="30" fill="#000" opacity="${look.view ? 0.5 : 0.22}" filter="url(#shadow)"/>` +
    (look.view ? `<g transform="rotate(-4 400 400)">${drawings[kind](look)}</g>` : drawings[kind](look));
  return svgDocument(800, 800, defs, body);
}
