/** Small helpers the drawn images share: a stable hash of a text, XML escaping and a document wrapper. */

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A standalone SVG document of `width` x `height`. With a `title` it is an image with a name (role img),
 * else decorative (aria-hidden): the storefront shows the name beside it.
 */
export function svgDocument(width: number, height: number, body: readonly string[], title?: string): string {
  const named = title ? ` role="img" aria-label="${escapeXml(title)}"` : ' aria-hidden="true"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${named}>`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    ...body,
    '</svg>',
  ].join('');
}

/** A text's rough width in a bold sans-serif (for fitting names): 0.6 em a character. */
export const textWidth = (text: string, fontSize: number) => [...text].length * fontSize * 0.6;
