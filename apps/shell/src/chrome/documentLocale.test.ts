import { FALLBACK_LANGUAGE } from '@store/shared';
import { applyDocumentLocale } from './documentLocale';

/** The attribute writes <html> receives (a write of the same value is a mutation too). */
async function writesDuring(html: HTMLElement, change: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => records.forEach((r) => seen.push(r.attributeName ?? '')));
  observer.observe(html, { attributes: true });
  change();
  await Promise.resolve();
  observer.disconnect();
  return seen;
}

describe('applyDocumentLocale', () => {
  it('sets lang and dir for a right-to-left language', () => {
    const html = document.createElement('html');
    applyDocumentLocale(html, 'ar', true);
    expect(html.getAttribute('lang')).toBe('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
  });

  it('says en for en-default', () => {
    const html = document.createElement('html');
    applyDocumentLocale(html, FALLBACK_LANGUAGE, false);
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it("leaves the server's lang and dir untouched when they already say the same", async () => {
    const html = document.createElement('html');
    html.setAttribute('lang', 'en');
    html.setAttribute('dir', 'ltr');
    expect(await writesDuring(html, () => applyDocumentLocale(html, 'en', false))).toEqual([]);
  });

  it('writes only what changed', async () => {
    const html = document.createElement('html');
    html.setAttribute('lang', 'en');
    html.setAttribute('dir', 'ltr');
    expect(await writesDuring(html, () => applyDocumentLocale(html, 'fr', false))).toEqual(['lang']);
    expect(await writesDuring(html, () => applyDocumentLocale(html, 'ar', true))).toEqual(['lang', 'dir']);
  });
});
