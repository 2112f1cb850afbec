// Illustrations for the demo portfolio, drawn as SVG and rasterised locally by sharp: the demo needs
// pleasant, varied pictures without shipping photos or fetching anything from the network.

const ILLUSTRATION_WIDTH = 1440;
const ILLUSTRATION_HEIGHT = 960;

export type Palette = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  accentDark: string;
  wood: string;
  skyTop: string;
  skyBottom: string;
};

export type Scene = 'facade' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'works';

const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;
// One-point perspective room: the back wall and the four surfaces around it.
const BACK = { x1: 250, y1: 110, x2: 1190, y2: 590 };

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const gradient = (id: string, top: string, bottom: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function skyline(x: number, y: number, width: number, height: number, color: string): string {
  // Rooftops and a few spires on the horizon: a nod to the Barcelona skyline.
  const blocks = [0.08, 0.14, 0.1, 0.2, 0.12, 0.09, 0.16, 0.11];
  let cursor = x;
  const parts: string[] = [];
  blocks.forEach((share, i) => {
    const w = width * share;
    const h = height * (0.18 + ((i * 37) % 23) / 100);
    parts.push(`<rect x="${cursor}" y="${y + height - h}" width="${w + 1}" height="${h}" fill="${color}"/>`);
    cursor += w;
  });
  const sx = x + width * 0.62;
  for (let i = 0; i < 4; i += 1) {
    const px = sx + i * width * 0.035;
    const ph = height * (0.55 + (i % 2) * 0.15);
    parts.push(
      `<path d="M${px} ${y + height} L${px + width * 0.012} ${y + height - ph} L${px + width * 0.024} ${y + height} Z" fill="${color}"/>`,
    );
  }
  return parts.join('');
}

function room(p: Palette): string {
  const { x1, y1, x2, y2 } = BACK;
  const planks = Array.from({ length: 15 }, (_, i) => {
    const bottom = (i * W) / 14;
    const back = x1 + (i * (x2 - x1)) / 14;
    return `<line x1="${bottom}" y1="${H}" x2="${back}" y2="${y2}" stroke="${p.floorLine}" stroke-width="2" opacity=".5"/>`;
  }).join('');
  return (
    `<rect width="${W}" height="${H}" fill="${p.wall}"/>` +
    `<polygon points="0,0 ${W},0 ${x2},${y1} ${x1},${y1}" fill="#fbfaf7"/>` +
    `<polygon points="0,0 ${x1},${y1} ${x1},${y2} 0,${H}" fill="${p.wallShade}"/>` +
    `<polygon points="${W},0 ${x2},${y1} ${x2},${y2} ${W},${H}" fill="${p.wallShade}" opacity=".8"/>` +
    `<rect x="${x1}" y="${y1}" width="${x2 - x1}" height="${y2 - y1}" fill="url(#wall)"/>` +
    `<polygon points="0,${H} ${W},${H} ${x2},${y2} ${x1},${y2}" fill="url(#floor)"/>` +
    planks +
    `<rect x="${x1}" y="${y2 - 14}" width="${x2 - x1}" height="14" fill="#ffffff" opacity=".7"/>`
  );
}

function window(p: Palette, x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="6" fill="#ffffff"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.09}" fill="#fff6d8" opacity=".9"/>` +
    skyline(x, y + h * 0.45, w, h * 0.55, p.accentDark + '55') +
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="10"/>` +
    `<line x1="${x}" y1="${y + h * 0.38}" x2="${x + w}" y2="${y + h * 0.38}" stroke="#ffffff" stroke-width="8"/>`
  );
}

const sunlight = (x: number, w: number) =>
  `<polygon points="${x},${BACK.y2} ${x + w},${BACK.y2} ${x + w * 1.6},${H} ${x - w * 0.3},${H}" fill="#fff8e6" opacity=".28"/>`;

function plant(x: number, y: number, scale: number, p: Palette): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (angle, i) =>
        `<ellipse cx="0" cy="-70" rx="22" ry="70" fill="${i % 2 ? '#5f8a63' : '#4a7a55'}" transform="rotate(${angle})"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}<path d="M-34 0 h68 l-10 70 h-48 z" fill="${p.wood}"/></g>`;
}

function pendant(x: number, length: number, color: string): string {
  return `<line x1="${x}" y1="0" x2="${x}" y2="${length}" stroke="#3b3b3b" stroke-width="3"/><path d="M${x - 46} ${length + 44} a46 46 0 0 1 92 0 z" fill="${color}"/><ellipse cx="${x}" cy="${length + 46}" rx="30" ry="6" fill="#fff3c4"/>`;
}

function living(p: Palette): string {
  return (
    room(p) +
    window(p, 330, 175, 380, 330) +
    sunlight(360, 340) +
    `<rect x="820" y="190" width="250" height="170" rx="4" fill="#ffffff"/><rect x="836" y="206" width="218" height="138" fill="${p.accent}" opacity=".85"/><circle cx="990" cy="250" r="34" fill="${p.skyBottom}"/><path d="M836 344 l80 -70 l60 50 l40 -30 l38 50 z" fill="${p.accentDark}"/>` +
    `<ellipse cx="760" cy="835" rx="470" ry="80" fill="${p.floorLine}" opacity=".35"/>` +
    `<rect x="470" y="560" width="560" height="150" rx="34" fill="${p.accent}"/><rect x="440" y="630" width="620" height="120" rx="30" fill="${p.accentDark}"/><rect x="500" y="600" width="240" height="70" rx="18" fill="${p.accent}"/><rect x="760" y="600" width="240" height="70" rx="18" fill="${p.accent}"/>` +
    `<rect x="460" y="748" width="14" height="36" fill="#3b3b3b"/><rect x="1026" y="748" width="14" height="36" fill="#3b3b3b"/>` +
    `<ellipse cx="740" cy="850" rx="190" ry="34" fill="${p.wood}"/><rect x="700" y="850" width="80" height="50" fill="${p.wood}"/>` +
    plant(1190, 760, 1.3, p) +
    pendant(740, 90, '#e9dcc3')
  );
}

function kitchen(p: Palette): string {
  const { x1, x2, y2 } = BACK;
  const uppers = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${x1 + 40 + i * 120}" y="160" width="112" height="170" rx="4" fill="${p.accent}"/><rect x="${x1 + 88 + i * 120}" y="300" width="16" height="4" fill="#d4c7a8"/>`,
  ).join('');
  const lowers = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${x1 + 20 + i * 128}" y="452" width="120" height="${y2 - 466}" rx="3" fill="${p.accentDark}"/><rect x="${x1 + 66 + i * 128}" y="470" width="28" height="4" fill="#d4c7a8"/>`,
  ).join('');
  const stools = [520, 700, 880]
    .map(
      (x) =>
        `<rect x="${x}" y="690" width="90" height="20" rx="10" fill="${p.wood}"/><line x1="${x + 15}" y1="710" x2="${x + 5}" y2="880" stroke="#333" stroke-width="6"/><line x1="${x + 75}" y1="710" x2="${x + 85}" y2="880" stroke="#333" stroke-width="6"/>`,
    )
    .join('');
  return (
    room(p) +
    window(p, 930, 170, 220, 160) +
    `<rect x="${x1}" y="340" width="${x2 - x1}" height="100" fill="#f1ede4"/>` +
    uppers +
    lowers +
    `<rect x="${x1}" y="436" width="${x2 - x1}" height="18" fill="#e8e4dc"/>` +
    `<rect x="400" y="560" width="660" height="40" rx="6" fill="#f4f1ea"/><rect x="420" y="600" width="620" height="150" fill="${p.wood}"/>` +
    stools +
    pendant(560, 110, p.accentDark) +
    pendant(900, 110, p.accentDark) +
    plant(320, 446, 0.55, p)
  );
}

function bedroom(p: Palette): string {
  return (
    room(p) +
    window(p, 960, 170, 200, 300) +
    sunlight(960, 200) +
    `<rect x="430" y="300" width="520" height="240" rx="24" fill="${p.accentDark}"/>` +
    `<rect x="380" y="520" width="620" height="200" rx="18" fill="#f7f4ee"/><rect x="380" y="610" width="620" height="140" rx="18" fill="${p.accent}"/>` +
    `<rect x="450" y="470" width="220" height="80" rx="30" fill="#ffffff"/><rect x="710" y="470" width="220" height="80" rx="30" fill="#ffffff"/>` +
    `<rect x="260" y="560" width="110" height="110" rx="6" fill="${p.wood}"/><rect x="1010" y="560" width="110" height="110" rx="6" fill="${p.wood}"/>` +
    `<rect x="300" y="500" width="30" height="60" fill="#e9dcc3"/><path d="M285 500 h60 l-12 -50 h-36 z" fill="#f3e8d2"/>` +
    `<ellipse cx="690" cy="860" rx="420" ry="60" fill="${p.floorLine}" opacity=".3"/>`
  );
}

function bathroom(p: Palette): string {
  const { x1, x2, y1, y2 } = BACK;
  const tiles =
    Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="${x1 + i * 80}" y1="${y1}" x2="${x1 + i * 80}" y2="${y2}" stroke="#ffffff" stroke-width="3" opacity=".6"/>`,
    ).join('') +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<line x1="${x1}" y1="${y1 + i * 80}" x2="${x2}" y2="${y1 + i * 80}" stroke="#ffffff" stroke-width="3" opacity=".6"/>`,
    ).join('');
  return (
    room(p) +
    tiles +
    `<rect x="320" y="180" width="260" height="300" rx="130" fill="#e7eef0" stroke="${p.wood}" stroke-width="10"/>` +
    `<rect x="290" y="500" width="320" height="40" rx="8" fill="#ffffff"/><rect x="300" y="540" width="300" height="150" rx="6" fill="${p.wood}"/>` +
    `<rect x="430" y="470" width="10" height="34" fill="#8a8a8a"/>` +
    `<rect x="760" y="160" width="10" height="420" fill="#9aa5a8" opacity=".8"/><rect x="700" y="160" width="400" height="440" fill="#d8ecef" opacity=".35"/>` +
    `<circle cx="940" cy="210" r="40" fill="#9aa5a8"/>` +
    plant(1150, 640, 0.8, p)
  );
}

/** Bare plaster and concrete: the "Antes" picture of a flat under renovation. */
const WORKS_PALETTE = { wall: '#d9d4ca', wallShade: '#c4bdb0', floor: '#b8ada0', floorLine: '#8d8173' };

function works(p: Palette): string {
  return (
    room(p) +
    `<rect x="380" y="180" width="300" height="300" fill="#f0eee9" opacity=".6"/>` +
    `<path d="M780 200 l60 40 l-30 60 l50 70" stroke="#8d8173" stroke-width="4" fill="none"/>` +
    `<line x1="900" y1="880" x2="1010" y2="330" stroke="${p.accentDark}" stroke-width="18"/><line x1="1120" y1="880" x2="1030" y2="330" stroke="${p.accentDark}" stroke-width="18"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<line x1="${920 + i * 4}" y1="${800 - i * 90}" x2="${1105 - i * 14}" y2="${800 - i * 90}" stroke="${p.accentDark}" stroke-width="12"/>`,
    ).join('') +
    `<rect x="400" y="760" width="120" height="130" rx="10" fill="${p.accent}"/><ellipse cx="460" cy="760" rx="60" ry="14" fill="${p.accentDark}"/>` +
    `<rect x="560" y="800" width="90" height="90" rx="8" fill="#ffffff"/><ellipse cx="605" cy="800" rx="45" ry="10" fill="#e0dbd0"/>` +
    `<polygon points="120,${H} 560,${H} 520,900 160,900" fill="#ffffff" opacity=".55"/>`
  );
}

function facade(p: Palette): string {
  // A chamfered Eixample block: stone façade, tall balcony doors with iron railings, shop fronts below.
  const columns = 6;
  const floors = 5;
  const left = 170;
  const width = 1100;
  const top = 150;
  const floorH = 118;
  const cell = width / columns;
  const openings: string[] = [];
  for (let f = 0; f < floors; f += 1) {
    const y = top + 60 + f * floorH;
    for (let c = 0; c < columns; c += 1) {
      const x = left + c * cell + cell * 0.26;
      const w = cell * 0.48;
      openings.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${floorH * 0.7}" rx="3" fill="${p.accentDark}"/>` +
          `<rect x="${x + 4}" y="${y + 4}" width="${w / 2 - 6}" height="${floorH * 0.7 - 8}" fill="${p.skyBottom}" opacity=".55"/>` +
          `<rect x="${x - 14}" y="${y + floorH * 0.7}" width="${w + 28}" height="8" fill="#e9e2d3"/>` +
          `<path d="M${x - 10} ${y + floorH * 0.42} h${w + 20} M${x - 10} ${y + floorH * 0.56} h${w + 20}" stroke="#2c2c2c" stroke-width="3"/>` +
          Array.from(
            { length: 7 },
            (_, i) =>
              `<line x1="${x - 10 + (i * (w + 20)) / 6}" y1="${y + floorH * 0.42}" x2="${x - 10 + (i * (w + 20)) / 6}" y2="${y + floorH * 0.7}" stroke="#2c2c2c" stroke-width="2"/>`,
          ).join(''),
      );
    }
  }
  const ground = top + 60 + floors * floorH;
  const shops = Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="${left + 40 + i * (width / 3)}" y="${ground + 20}" width="${width / 3 - 80}" height="${H - ground - 90}" rx="4" fill="${p.accentDark}"/><rect x="${left + 40 + i * (width / 3)}" y="${ground + 10}" width="${width / 3 - 80}" height="26" fill="${p.accent}"/>`,
  ).join('');
  const trees = [90, 520, 950, 1360]
    .map(
      (x) =>
        `<rect x="${x - 8}" y="${H - 230}" width="16" height="170" fill="#5b4a3a"/><circle cx="${x}" cy="${H - 260}" r="90" fill="#5f8a63" opacity=".92"/><circle cx="${x + 50}" cy="${H - 230}" r="60" fill="#4a7a55" opacity=".9"/>`,
    )
    .join('');
  return (
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="1230" cy="140" r="60" fill="#fff6d8" opacity=".9"/>` +
    `<rect x="${left}" y="${top}" width="${width}" height="${H - top}" fill="url(#wall)"/>` +
    `<rect x="${left - 20}" y="${top - 20}" width="${width + 40}" height="34" fill="${p.wallShade}"/>` +
    openings.join('') +
    shops +
    `<rect x="0" y="${H - 70}" width="${W}" height="70" fill="#b9b3a8"/><rect x="0" y="${H - 70}" width="${W}" height="8" fill="#d8d2c6"/>` +
    trees
  );
}

const SCENES: Record<Scene, (p: Palette) => string> = { facade, living, kitchen, bedroom, bathroom, works };

export function illustrationSvg(scene: Scene, palette: Palette): string {
  const p = scene === 'works' ? { ...palette, ...WORKS_PALETTE } : palette;
  const defs =
    gradient('sky', p.skyTop, p.skyBottom) +
    gradient('wall', p.wall, p.wallShade) +
    gradient('floor', p.floor, p.floorLine);
  return svg(defs, SCENES[scene](p));
}
