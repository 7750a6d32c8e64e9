/**
 * Product art for the reference store: each game's tile is an SVG drawn from its name (initials on a
 * colour taken from the slug), so the store shows real images without shipping binary assets. A real
 * deployment points the catalogue's image URLs at its CDN instead.
 */

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#0b6e4f', '#08a045'],
  ['#1d3557', '#457b9d'],
  ['#6a040f', '#d00000'],
  ['#3c096c', '#7b2cbf'],
  ['#7f5539', '#b08968'],
  ['#023e8a', '#0096c7'],
  ['#9d0208', '#e85d04'],
  ['#283618', '#606c38'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Up to two initials from the game's name: "Football Legends" -> "FL", "Gavengers" -> "GA". */
export function initialsOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]+/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 320 x 320 tile: gradient background, initials, the game's name for screen readers. */
export function gameArtSvg(slug: string, name: string): string {
  const [from, to] = PALETTE[hash(slug) % PALETTE.length] ?? PALETTE[0]!;
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="320" height="320" rx="32" fill="url(#g)"/>',
    '<circle cx="250" cy="70" r="90" fill="#fff" fill-opacity=".08"/>',
    `<text x="160" y="188" text-anchor="middle" font-family="system-ui, sans-serif" font-size="112" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
}
