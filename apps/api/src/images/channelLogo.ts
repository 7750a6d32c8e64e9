import { escapeXml, hash, svgDocument, textWidth } from './svg';

/**
 * A payment channel's logo for the reference store: an original mark (a glyph of the kind of channel -
 * card, wallet, QR payment, bank, phone, bank slip - in a colour associated with it) and the channel's
 * name as a wordmark. No real trademark's artwork is copied; a real deployment points the channel's
 * logo URL at the provider's own asset. 120 x 40, decorative (the name is beside it as text).
 */

export type ChannelGlyph = 'card' | 'wallet' | 'qr' | 'bank' | 'phone' | 'slip' | 'coin';

const STYLES: Readonly<Record<string, readonly [colour: string, glyph: ChannelGlyph]>> = {
  'credit / debit card': ['#1a1f71', 'card'],
  paynow: ['#7b2d8e', 'qr'],
  grabpay: ['#00a651', 'wallet'],
  gopay: ['#00a5cf', 'wallet'],
  ovo: ['#4c3494', 'wallet'],
  dana: ['#118ee9', 'wallet'],
  "touch 'n go ewallet": ['#0054a6', 'wallet'],
  'fpx online banking': ['#1b3c74', 'bank'],
  gcash: ['#0070e0', 'wallet'],
  maya: ['#00a35c', 'wallet'],
  'truemoney wallet': ['#e8601c', 'wallet'],
  promptpay: ['#1a4c8b', 'qr'],
  upi: ['#e36a12', 'qr'],
  paytm: ['#0a8fd1', 'wallet'],
  pix: ['#1f9e92', 'qr'],
  boleto: ['#333333', 'slip'],
  'apple pay': ['#111111', 'phone'],
  paypal: ['#003087', 'wallet'],
  klarna: ['#c2185b', 'wallet'],
  'stc pay': ['#4f008c', 'phone'],
  mada: ['#1f7fb8', 'card'],
  fawry: ['#1d4f91', 'bank'],
  'vodafone cash': ['#d00000', 'phone'],
  codacash: ['#6b1fb1', 'coin'],
};

const FALLBACK_COLOURS = ['#0b6e4f', '#1d3557', '#6a040f', '#3c096c', '#7f5539', '#023e8a'];

export const CHANNEL_LOGO_WIDTH = 120;
export const CHANNEL_LOGO_HEIGHT = 40;

export function channelStyle(name: string, kind: string): { colour: string; glyph: ChannelGlyph } {
  const own = STYLES[name.toLowerCase()];
  if (own) return { colour: own[0], glyph: own[1] };
  return { colour: FALLBACK_COLOURS[hash(name) % FALLBACK_COLOURS.length] ?? '#1d3557', glyph: kind === 'codacash' ? 'coin' : 'wallet' };
}

/** The glyph in a 28 x 28 box at 0,0, white on the channel's colour. */
function glyph(kind: ChannelGlyph): string {
  switch (kind) {
    case 'card':
      return '<rect x="4" y="7" width="20" height="14" rx="2.5" fill="none" stroke="#fff" stroke-width="2"/><rect x="4" y="10.5" width="20" height="3" fill="#fff"/><rect x="7" y="16" width="6" height="2" fill="#fff"/>';
    case 'wallet':
      return '<path d="M5 9 H21 Q23 9 23 11 V20 Q23 22 21 22 H7 Q5 22 5 20 Z" fill="none" stroke="#fff" stroke-width="2"/><path d="M7 9 L18 5.5 L19.5 9" fill="none" stroke="#fff" stroke-width="2"/><rect x="17" y="13.5" width="6" height="4" rx="1.5" fill="#fff"/>';
    case 'qr':
      return '<g fill="#fff"><path d="M5 5h7v7H5zM16 5h7v7h-7zM5 16h7v7H5z" fill="none" stroke="#fff" stroke-width="2"/><rect x="7.5" y="7.5" width="2" height="2"/><rect x="18.5" y="7.5" width="2" height="2"/><rect x="7.5" y="18.5" width="2" height="2"/><rect x="16" y="16" width="3" height="3"/><rect x="20" y="20" width="3" height="3"/><rect x="20" y="16" width="3" height="2"/><rect x="16" y="20" width="2" height="3"/></g>';
    case 'bank':
      return '<g fill="#fff"><path d="M14 4 L24 10 H4 Z"/><rect x="6" y="12" width="3" height="8"/><rect x="12.5" y="12" width="3" height="8"/><rect x="19" y="12" width="3" height="8"/><rect x="4" y="21" width="20" height="3"/></g>';
    case 'phone':
      return '<rect x="8" y="3" width="12" height="22" rx="2.5" fill="none" stroke="#fff" stroke-width="2"/><rect x="12" y="21" width="4" height="1.5" fill="#fff"/><path d="M11 13 l2 2 4 -4" fill="none" stroke="#fff" stroke-width="2"/>';
    case 'slip':
      return '<g fill="#fff"><rect x="5" y="6" width="2" height="16"/><rect x="9" y="6" width="1" height="16"/><rect x="12" y="6" width="3" height="16"/><rect x="17" y="6" width="1" height="16"/><rect x="20" y="6" width="3" height="16"/></g>';
    case 'coin':
      return '<circle cx="14" cy="14" r="10" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M18 10.5 A5 5 0 1 0 18 17.5" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>';
  }
}

/** The name on one line, or on two split at the space nearest the middle when it is long. */
function wordmark(name: string, colour: string, x: number, available: number): string {
  const font = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-weight="800"';
  const line = (text: string, y: number, size: number) => {
    const fit = textWidth(text, size) > available ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"` : '';
    return `<text x="${x}" y="${y}" font-size="${size}" ${font} fill="${colour}"${fit}>${escapeXml(text)}</text>`;
  };
  if (textWidth(name, 15) <= available || !name.includes(' ')) return line(name, 25.5, 15);
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index ?? 0);
  const cut = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best), spaces[0] ?? 0);
  return line(name.slice(0, cut), 18, 12) + line(name.slice(cut + 1), 32, 12);
}

export function channelLogoSvg(name: string, kind: string): string {
  const { colour, glyph: g } = channelStyle(name, kind);
  const w = CHANNEL_LOGO_WIDTH;
  const h = CHANNEL_LOGO_HEIGHT;
  if (g === 'card' && name.toLowerCase() === 'credit / debit card') {
    // The generic card channel: two overlapping cards, no wordmark (the label beside it says which).
    return svgDocument(w, h, [
      `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="8" fill="#fff" stroke="#d5d8e0"/>`,
      `<rect x="30" y="6" width="44" height="28" rx="4" fill="#8a93b8"/>`,
      `<rect x="46" y="9" width="44" height="28" rx="4" fill="${colour}"/>`,
      '<rect x="46" y="15" width="44" height="5" fill="#fff" fill-opacity=".85"/>',
      '<rect x="51" y="26" width="12" height="7" rx="1.5" fill="#f5c518"/>',
    ]);
  }
  return svgDocument(w, h, [
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="8" fill="#fff" stroke="#d5d8e0"/>`,
    `<g transform="translate(6 6)"><rect width="28" height="28" rx="7" fill="${colour}"/>${glyph(g)}</g>`,
    wordmark(name, colour, 40, w - 40 - 6),
  ]);
}
