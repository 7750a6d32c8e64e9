import { hash, svgDocument } from './svg';

/**
 * A denomination's icon, drawn from the game's unit and the size of the amount: a pile of coins for
 * Coins and Gold, gems for Diamonds, Gems, Crystals and Jade, orbs for Orbs; one piece for the smallest
 * amounts, up to five for the largest; a pass for a subscription or a one-off pass; a chest for a
 * bundle. 96 x 96, decorative (the item's name is beside it).
 */

export type DenominationArt = 'coin' | 'gem' | 'orb' | 'pass' | 'chest';

export interface DenominationLike {
  /** The units it buys (1 for a pass). */
  amount: number;
  /** currency, deal, voucher or subscription (the catalogue's denom_type). */
  type: string;
  /** The game's unit: Coins, Diamonds... */
  unit: string;
}

export const DENOMINATION_ICON_SIZE = 96;

/** The piece a unit is drawn as. */
function unitPiece(unit: string): 'coin' | 'gem' | 'orb' {
  const art = denominationArt({ amount: 2, type: 'currency', unit });
  return art === 'coin' || art === 'orb' ? art : 'gem';
}

export function denominationArt(d: DenominationLike): DenominationArt {
  if (d.type === 'subscription' || (d.type !== 'currency' && d.amount <= 1)) return 'pass';
  if (d.type === 'deal') return 'chest';
  const unit = d.unit.toLowerCase();
  if (/coin|gold|ingot/.test(unit)) return 'coin';
  if (/orb/.test(unit)) return 'orb';
  return 'gem';
}

/** 1 to 5 pieces: under 150 units one, then 500, 1,000, 2,000. */
export function pieceCount(amount: number): number {
  return 1 + [150, 500, 1000, 2000].filter((step) => amount >= step).length;
}

const UNIT_COLOURS: ReadonlyArray<[RegExp, string, string]> = [
  [/coin|gold|ingot/, '#f5b700', '#b07800'],
  [/diamond/, '#49b6ff', '#1763b8'],
  [/jade/, '#35c98f', '#137a52'],
  [/crystal/, '#6ee9f5', '#1a8fa3'],
  [/orb/, '#ff5a4d', '#9c1a12'],
  [/gem/, '#c06cf0', '#6d1fa3'],
];

function coloursOf(unit: string): [string, string] {
  const u = unit.toLowerCase();
  const found = UNIT_COLOURS.find(([re]) => re.test(u));
  if (found) return [found[1], found[2]];
  const fallback = UNIT_COLOURS[hash(u) % UNIT_COLOURS.length] ?? UNIT_COLOURS[0]!;
  return [fallback[1], fallback[2]];
}

/** Where the pieces of a pile of n sit (centre x, y and scale), back to front. */
const PILES: Readonly<Record<number, ReadonlyArray<readonly [number, number, number]>>> = {
  1: [[48, 50, 1.25]],
  2: [[38, 44, 1], [58, 56, 1.05]],
  3: [[30, 56, 0.9], [66, 56, 0.9], [48, 42, 1]],
  4: [[28, 60, 0.85], [68, 60, 0.85], [38, 38, 0.85], [58, 46, 0.95]],
  5: [[24, 64, 0.8], [72, 64, 0.8], [48, 66, 0.85], [34, 38, 0.85], [60, 40, 0.9]],
};

function piece(art: 'coin' | 'gem' | 'orb', light: string, dark: string): string {
  if (art === 'coin') {
    return [
      `<ellipse cx="0" cy="5" rx="20" ry="7" fill="${dark}"/>`,
      `<rect x="-20" y="-2" width="40" height="7" fill="${dark}"/>`,
      `<ellipse cx="0" cy="-2" rx="20" ry="7" fill="${light}" stroke="${dark}" stroke-width="1.5"/>`,
      `<ellipse cx="0" cy="-2" rx="12" ry="4" fill="none" stroke="${dark}" stroke-width="1.5" stroke-opacity=".6"/>`,
    ].join('');
  }
  if (art === 'orb') {
    return `<circle r="16" fill="${light}" stroke="${dark}" stroke-width="2"/><circle cx="-6" cy="-6" r="5" fill="#fff" fill-opacity=".7"/>`;
  }
  return [
    `<path d="M-16 -6 L-8 -16 L8 -16 L16 -6 L0 18 Z" fill="${light}" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>`,
    '<path d="M-16 -6 L16 -6 M-8 -16 L-4 -6 L0 18 L4 -6 L8 -16" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>',
    '<path d="M-8 -16 L-4 -6 L-16 -6 Z" fill="#fff" fill-opacity=".45"/>',
  ].join('');
}

const GLOW = '<defs><radialGradient id="glow"><stop offset="0" stop-color="#fff6c9"/><stop offset="1" stop-color="#fff6c9" stop-opacity="0"/></radialGradient></defs><circle cx="48" cy="50" r="44" fill="url(#glow)"/>';

export function denominationIconSvg(d: DenominationLike): string {
  const art = denominationArt(d);
  const [light, dark] = coloursOf(d.unit);
  const size = DENOMINATION_ICON_SIZE;
  if (art === 'pass') {
    return svgDocument(size, size, [
      GLOW,
      '<g transform="rotate(-8 48 48)">',
      `<rect x="14" y="26" width="68" height="44" rx="8" fill="#2b2d42"/>`,
      `<rect x="14" y="26" width="68" height="44" rx="8" fill="none" stroke="${light}" stroke-width="3"/>`,
      `<circle cx="14" cy="48" r="6" fill="#fff"/><circle cx="82" cy="48" r="6" fill="#fff"/>`,
      `<path d="M48 34 l4.5 9.5 10.5 1.2 -7.8 7.1 2.1 10.3 -9.3 -5.3 -9.3 5.3 2.1 -10.3 -7.8 -7.1 10.5 -1.2 z" fill="${light}"/>`,
      '</g>',
    ]);
  }
  if (art === 'chest') {
    return svgDocument(size, size, [
      GLOW,
      `<g transform="translate(30 26)">${piece('coin', '#f5b700', '#b07800')}</g>`,
      `<g transform="translate(62 22)">${piece(unitPiece(d.unit), light, dark)}</g>`,
      '<path d="M14 44 H82 V80 Q82 84 78 84 H18 Q14 84 14 80 Z" fill="#8a4b1c" stroke="#4a2608" stroke-width="2.5"/>',
      '<path d="M14 44 Q14 30 28 30 H68 Q82 30 82 44 Z" fill="#a95f26" stroke="#4a2608" stroke-width="2.5"/>',
      '<rect x="14" y="44" width="68" height="7" fill="#f5b700" stroke="#4a2608" stroke-width="2"/>',
      '<rect x="42" y="46" width="12" height="16" rx="2" fill="#f5b700" stroke="#4a2608" stroke-width="2"/>',
    ]);
  }
  const pile = PILES[pieceCount(d.amount)] ?? PILES[1]!;
  return svgDocument(size, size, [
    GLOW,
    // The pile fills the icon: drawn about its centre, 1.3 times the pieces' own size.
    '<g transform="translate(48 52) scale(1.3) translate(-48 -52)">',
    ...pile.map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})">${piece(art, light, dark)}</g>`),
    '</g>',
  ]);
}
