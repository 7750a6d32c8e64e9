/** A storefront's colours as the tokens read them (--theme-colour, --theme-on-colour). */
export interface ThemeColours {
  /** #rrggbb, the storefront's theme colour from the run-time configuration. */
  themeColour: string;
}

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const h = hex.replace('#', '');
  return 0.2126 * channel(h.slice(0, 2)) + 0.7152 * channel(h.slice(2, 4)) + 0.0722 * channel(h.slice(4, 6));
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on the brand colour: white, or near-black when white would not reach AA (a light theme colour). */
export function onColourOf(themeColour: string): string {
  return contrastRatio(themeColour, '#ffffff') >= 4.5 ? '#ffffff' : '#14171c';
}

/** The style a storefront's root element carries: its theme colour and the text colour that reads on it. */
export function themeStyle({ themeColour }: ThemeColours): Record<string, string> {
  return { '--theme-colour': themeColour, '--theme-on-colour': onColourOf(themeColour) };
}
