import { hash, svgDocument } from './svg';

/**
 * Product art for the reference store, drawn as SVG from each game's slug, so the store shows real
 * images without shipping binary assets: a square tile (the game grid, the product page) and a wide
 * banner (the product page header, the home carousel). Each game gets a scene in its colours with an
 * emblem of its genre (a ball, crossed swords, a crystal...). Neither carries text: the storefront
 * shows the game's name beside them, in the shop language. A real deployment points the catalogue's
 * image URLs at its CDN instead.
 */

export type GameEmblem = 'ball' | 'swords' | 'crystal' | 'flame' | 'moon' | 'crown' | 'mushroom' | 'shield';

interface GameLook {
  /** Deep (edges) and bright (light source) colours of the scene. */
  deep: string;
  bright: string;
  /** The emblem's main colour. */
  accent: string;
  emblem: GameEmblem;
}

const LOOKS: Readonly<Record<string, GameLook>> = {
  'football-legends': { deep: '#063d2a', bright: '#10a35a', accent: '#f5c518', emblem: 'ball' },
  'mobile-legends': { deep: '#0b1d4d', bright: '#2f6fde', accent: '#ffd166', emblem: 'swords' },
  'mobile-legends-tri': { deep: '#2a0b4d', bright: '#8f3fde', accent: '#ffd166', emblem: 'swords' },
  'crasher-origin': { deep: '#3b0a0a', bright: '#d8402b', accent: '#ffe0a3', emblem: 'swords' },
  'diablo-immortal': { deep: '#1a0505', bright: '#a3160e', accent: '#ff9d2e', emblem: 'flame' },
  'dragon-hunters-heroes-legends': { deep: '#2b1600', bright: '#d9731a', accent: '#ffe08a', emblem: 'flame' },
  'era-of-celestials': { deep: '#0d0b33', bright: '#5146c7', accent: '#fdf0a6', emblem: 'moon' },
  'girls-connect-idle-rpg': { deep: '#4a0636', bright: '#e0569f', accent: '#ffe3f1', emblem: 'crown' },
  'potato-hero-zombie-survival': { deep: '#1f2a05', bright: '#7ea417', accent: '#f2e29b', emblem: 'shield' },
  'yong-heroes': { deep: '#3d1d00', bright: '#c7861b', accent: '#fff3c4', emblem: 'crown' },
  'lost-sanctuary-eternal-origin': { deep: '#002b36', bright: '#0f9fb3', accent: '#c9fbff', emblem: 'crystal' },
  'legend-of-mushroom-rush': { deep: '#3a0d0d', bright: '#e8553f', accent: '#fff1df', emblem: 'mushroom' },
  gavengers: { deep: '#1b1b2f', bright: '#4f5d9a', accent: '#f5c518', emblem: 'shield' },
  'mirage-perfect-skyline': { deep: '#012a2a', bright: '#1f9e83', accent: '#e8fff6', emblem: 'moon' },
};

const FALLBACK_LOOKS: readonly GameLook[] = [
  { deep: '#1d3557', bright: '#457b9d', accent: '#f1faee', emblem: 'crystal' },
  { deep: '#3c096c', bright: '#7b2cbf', accent: '#ffd6ff', emblem: 'shield' },
  { deep: '#6a040f', bright: '#e85d04', accent: '#ffe8a3', emblem: 'flame' },
  { deep: '#283618', bright: '#606c38', accent: '#fefae0', emblem: 'crown' },
];

/** A game's colours and emblem: its own where the store designed one, else one picked by its slug. */
export function gameLook(slug: string): GameLook {
  return LOOKS[slug] ?? FALLBACK_LOOKS[hash(slug) % FALLBACK_LOOKS.length] ?? FALLBACK_LOOKS[0]!;
}

/** An emblem in a 200 x 200 box centred on 0,0. */
function emblem({ emblem: kind, accent, deep, bright }: GameLook): string {
  switch (kind) {
    case 'ball': {
      const pent = (cx: number, cy: number, r: number, turn: number) =>
        Array.from({ length: 5 }, (_, i) => {
          const a = ((turn + i * 72 - 90) * Math.PI) / 180;
          return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        }).join(' ');
      const outer = Array.from({ length: 5 }, (_, i) => {
        const a = ((i * 72 - 90) * Math.PI) / 180;
        return `<polygon points="${pent(100 * Math.cos(a), 100 * Math.sin(a), 30, i * 72 + 36)}" fill="#111"/>`;
      }).join('');
      const seams = Array.from({ length: 5 }, (_, i) => {
        const a = ((i * 72 - 90) * Math.PI) / 180;
        return `<line x1="${(32 * Math.cos(a)).toFixed(1)}" y1="${(32 * Math.sin(a)).toFixed(1)}" x2="${(72 * Math.cos(a)).toFixed(1)}" y2="${(72 * Math.sin(a)).toFixed(1)}" stroke="#111" stroke-width="5"/>`;
      }).join('');
      return [
        '<clipPath id="ball"><circle r="88"/></clipPath>',
        '<circle r="92" fill="#111" fill-opacity=".25" cx="6" cy="8"/>',
        '<circle r="88" fill="#fff"/>',
        `<g clip-path="url(#ball)">${outer}${seams}<polygon points="${pent(0, 0, 32, 0)}" fill="#111"/>`,
        '<circle r="88" fill="url(#shade)"/></g>',
        '<circle r="88" fill="none" stroke="#111" stroke-width="4"/>',
      ].join('');
    }
    case 'swords': {
      const blade = (turn: number) =>
        `<g transform="rotate(${turn})"><path d="M-7 40 L-7 -78 L0 -96 L7 -78 L7 40 Z" fill="#e9eef5" stroke="#111" stroke-width="3"/>` +
        `<path d="M0 -92 L0 38" stroke="#9aa7b8" stroke-width="2"/>` +
        `<rect x="-28" y="38" width="56" height="12" rx="5" fill="${accent}" stroke="#111" stroke-width="3"/>` +
        `<rect x="-6" y="50" width="12" height="34" rx="4" fill="#5b3a1e" stroke="#111" stroke-width="3"/>` +
        `<circle cy="90" r="9" fill="${accent}" stroke="#111" stroke-width="3"/></g>`;
      return `<path d="M0 -70 L62 -46 L56 30 Q40 70 0 90 Q-40 70 -56 30 L-62 -46 Z" fill="${deep}" stroke="${accent}" stroke-width="6"/>${blade(-38)}${blade(38)}`;
    }
    case 'crystal':
      return [
        `<path d="M0 -96 L58 -30 L0 96 L-58 -30 Z" fill="${accent}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`,
        '<path d="M0 -96 L22 -30 L0 96 Z" fill="#fff" fill-opacity=".45"/>',
        '<path d="M-58 -30 L58 -30" stroke="#fff" stroke-width="3" stroke-opacity=".8"/>',
        '<path d="M0 -96 L-22 -30 L0 96" fill="#000" fill-opacity=".12"/>',
        `<path d="M-70 10 L-44 -8 L-34 40 L-58 60 Z" fill="${accent}" fill-opacity=".75" stroke="#fff" stroke-width="3"/>`,
        `<path d="M70 20 L50 0 L38 46 L60 62 Z" fill="${accent}" fill-opacity=".75" stroke="#fff" stroke-width="3"/>`,
      ].join('');
    case 'flame':
      return [
        `<path d="M0 96 C-70 96 -84 30 -52 -16 C-40 10 -24 14 -20 0 C-30 -44 -4 -78 18 -100 C16 -60 64 -40 62 16 C76 4 78 -10 74 -24 C100 20 84 96 0 96 Z" fill="${accent}"/>`,
        '<path d="M0 96 C-36 96 -44 54 -22 26 C-14 44 -2 44 0 30 C-6 6 10 -14 22 -28 C22 0 48 18 42 52 C52 44 54 36 54 28 C66 60 46 96 0 96 Z" fill="#fff3c4"/>',
      ].join('');
    case 'moon':
      return [
        '<mask id="crescent"><circle r="82" fill="#fff"/><circle cx="38" cy="-26" r="74" fill="#000"/></mask>',
        `<circle r="82" fill="${accent}" mask="url(#crescent)"/>`,
        '<g fill="#fff">',
        '<path d="M62 40 l6 16 16 6 -16 6 -6 16 -6 -16 -16 -6 16 -6 z"/>',
        '<path d="M30 -88 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4 z"/>',
        '<circle cx="84" cy="-10" r="4"/><circle cx="-86" cy="-64" r="3"/></g>',
      ].join('');
    case 'crown':
      return [
        `<path d="M-86 50 L-96 -50 L-46 -6 L0 -80 L46 -6 L96 -50 L86 50 Z" fill="${accent}" stroke="#111" stroke-width="5" stroke-linejoin="round"/>`,
        `<rect x="-88" y="50" width="176" height="28" rx="6" fill="${accent}" stroke="#111" stroke-width="5"/>`,
        `<circle cx="0" cy="20" r="14" fill="${deep}" stroke="#111" stroke-width="4"/>`,
        `<circle cx="-50" cy="28" r="9" fill="${deep}"/><circle cx="50" cy="28" r="9" fill="${deep}"/>`,
        '<circle cx="0" cy="-86" r="9" fill="#fff" stroke="#111" stroke-width="4"/>',
      ].join('');
    case 'mushroom':
      return [
        '<path d="M-34 10 L-40 84 Q0 100 40 84 L34 10 Z" fill="#fff1df" stroke="#111" stroke-width="5"/>',
        '<circle cx="-14" cy="52" r="7" fill="#111"/><circle cx="14" cy="52" r="7" fill="#111"/>',
        `<path d="M-96 20 C-96 -60 -44 -96 0 -96 C44 -96 96 -60 96 20 Q0 40 -96 20 Z" fill="${bright}" stroke="#111" stroke-width="5"/>`,
        '<circle cx="-40" cy="-40" r="16" fill="#fff"/><circle cx="30" cy="-60" r="12" fill="#fff"/><circle cx="52" cy="-6" r="14" fill="#fff"/><circle cx="-10" cy="-2" r="10" fill="#fff"/>',
      ].join('');
    case 'shield':
      return [
        `<path d="M0 -96 L80 -64 L74 20 Q60 74 0 100 Q-60 74 -74 20 L-80 -64 Z" fill="${accent}" stroke="#111" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M0 -74 L60 -50 L55 16 Q44 58 0 78 Q-44 58 -55 16 L-60 -50 Z" fill="${deep}"/>`,
        `<path d="M0 -44 l12 26 28 3 -21 19 6 28 -25 -15 -25 15 6 -28 -21 -19 28 -3 z" fill="${accent}"/>`,
      ].join('');
  }
}

/** The scene behind the emblem: light from `lightX`, rays, and a horizon of hills. */
function scene(width: number, height: number, look: GameLook, lightX: number, seed: number): string[] {
  const cy = height * 0.42;
  const rays = Array.from({ length: 7 }, (_, i) => {
    const a = ((i * 360) / 7 + (seed % 50)) * (Math.PI / 180);
    const b = a + 0.16;
    const r = Math.max(width, height) * 1.2;
    return `<path d="M${lightX} ${cy} L${(lightX + r * Math.cos(a)).toFixed(0)} ${(cy + r * Math.sin(a)).toFixed(0)} L${(lightX + r * Math.cos(b)).toFixed(0)} ${(cy + r * Math.sin(b)).toFixed(0)} Z"/>`;
  }).join('');
  const hill = (base: number, amp: number, phase: number) => {
    const steps = 8;
    const pts = Array.from({ length: steps + 1 }, (_, i) => {
      const x = (i / steps) * width;
      const y = base - amp * Math.abs(Math.sin(i * 1.3 + phase));
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `M0,${height} L${pts.join(' L')} L${width},${height} Z`;
  };
  return [
    '<defs>',
    `<radialGradient id="sky" cx="${(lightX / width).toFixed(2)}" cy=".42" r="${width > height ? 0.75 : 0.8}"><stop offset="0" stop-color="${look.bright}"/><stop offset="1" stop-color="${look.deep}"/></radialGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="shade" cx=".35" cy=".3" r=".8"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<g fill="#fff" fill-opacity=".07">${rays}</g>`,
    `<circle cx="${lightX}" cy="${cy}" r="${(height * 0.42).toFixed(0)}" fill="url(#glow)"/>`,
    `<path d="${hill(height * 0.8, height * 0.12, seed % 7)}" fill="${look.deep}" fill-opacity=".55"/>`,
    `<path d="${hill(height * 0.9, height * 0.08, (seed >> 3) % 7)}" fill="${look.deep}" fill-opacity=".85"/>`,
  ];
}

/** Football Legends' scene has a pitch: stripes and the centre line in the foreground. */
function pitch(width: number, height: number): string[] {
  const top = height * 0.72;
  const stripes = Array.from({ length: 8 }, (_, i) => `<rect x="${((i * width) / 8).toFixed(0)}" y="${top}" width="${(width / 16).toFixed(0)}" height="${height - top}" fill="#fff" fill-opacity=".06"/>`).join('');
  return [`<rect y="${top}" width="${width}" height="${height - top}" fill="#0a6b3a"/>`, stripes, `<path d="M0 ${top} H${width}" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`];
}

function art(slug: string, width: number, height: number, emblemX: number, emblemScale: number, title?: string): string {
  const look = gameLook(slug);
  const seed = hash(slug);
  const ground = look.emblem === 'ball' ? pitch(width, height) : [];
  return svgDocument(
    width,
    height,
    [
      ...scene(width, height, look, emblemX, seed),
      ...ground,
      `<g transform="translate(${emblemX} ${(height * 0.46).toFixed(0)}) scale(${emblemScale})">${emblem(look)}</g>`,
    ],
    title,
  );
}

export const TILE_SIZE = 320;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** The game's square tile, 320 x 320, named by the game's name for a reader opening it alone. */
export function gameArtSvg(slug: string, name: string): string {
  return art(slug, TILE_SIZE, TILE_SIZE, TILE_SIZE / 2, 1.1, name);
}

/**
 * The game's wide banner, 1200 x 400 (3:1): the emblem at the end third, so a caption or the
 * product's tile can sit over the start of it.
 */
export function gameBannerSvg(slug: string, name: string): string {
  return art(slug, BANNER_WIDTH, BANNER_HEIGHT, BANNER_WIDTH * 0.74, 1.45, name);
}
