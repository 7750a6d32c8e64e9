/** @jest-environment node */
import { COUNTRIES } from '@store/shared/domain';
import { answerPageRequest, type ShownPage } from './pageRules';
import { pageHeadOf, withPageHead, type PageHeadInput } from './pageHead';
import { shellStringsIn } from './shellStrings';
import { serverTestConfig } from './serverTestConfig.testutil';

const ORIGIN = 'http://localhost:3000';
const VARIANTS = COUNTRIES.reduce((n, c) => n + c.languages.length, 0);

async function headOf(pathname: string, extra: Partial<PageHeadInput> = {}) {
  const answer = answerPageRequest(serverTestConfig, { hostname: 'localhost', pathname, search: '', storedChoice: { country: null, switchedLanguage: null } });
  if (answer.kind !== 'page') throw new Error(`${pathname} is not a page`);
  const page: ShownPage = answer.page;
  const strings = await shellStringsIn(page.locale?.language.code ?? 'en');
  return pageHeadOf({ page, storefront: answer.storefront, origin: ORIGIN, strings, ...extra });
}

const GAME = { slug: 'football-legends', name: 'Football Legends', description: 'Coins for <Football Legends> & more.', image: 'http://127.0.0.1:4000/images/games/football-legends.svg' };

describe('pageHeadOf: a country home', () => {
  it('has the title "{page} | {store}", a description, its canonical URL, lang and dir, in the page language', async () => {
    const head = await headOf('/ar-sa/');
    expect(head).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'المتجر الرسمي | Football Store', canonical: `${ORIGIN}/ar-sa/`, noindex: false });
    expect(head.description).toContain('المملكة العربية السعودية');
    expect(head.openGraph).toBeUndefined();
  });

  it('lists every language-country variant of the page, and x-default the country chooser', async () => {
    const { alternates } = await headOf('/id-id/');
    expect(alternates).toHaveLength(VARIANTS + 1);
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(VARIANTS + 1);
    expect(alternates).toContainEqual({ hreflang: 'id-ID', href: `${ORIGIN}/id-id/` });
    expect(alternates).toContainEqual({ hreflang: 'en-ID', href: `${ORIGIN}/en-id/` });
    expect(alternates).toContainEqual({ hreflang: 'ar-SA', href: `${ORIGIN}/ar-sa/` });
    expect(alternates).toContainEqual({ hreflang: 'x-default', href: `${ORIGIN}/international` });
  });

  it('a country page keeps its path in each variant, without the trailing slash', async () => {
    const head = await headOf('/en-sg/codacash/');
    expect(head.canonical).toBe(`${ORIGIN}/en-sg/codacash`);
    expect(head.alternates).toContainEqual({ hreflang: 'ar-SA', href: `${ORIGIN}/ar-sa/codacash` });
  });
});

describe('pageHeadOf: a product page', () => {
  it('is titled with the game, described by the API, with Open Graph tags', async () => {
    const head = await headOf('/en-sg/football-legends', { game: GAME, countriesSelling: ['sg', 'id'] });
    expect(head.title).toBe('Football Legends | Football Store');
    expect(head.description).toBe(GAME.description);
    expect(head.canonical).toBe(`${ORIGIN}/en-sg/football-legends`);
    expect(head.openGraph).toEqual({
      title: 'Football Legends',
      description: GAME.description,
      url: `${ORIGIN}/en-sg/football-legends`,
      image: GAME.image,
      siteName: 'Football Store',
      locale: 'en_SG',
    });
  });

  it("names the image by an absolute URL when the API names it by a path on the storefront's origin", async () => {
    const head = await headOf('/en-sg/football-legends', { game: { ...GAME, image: '/images/games/football-legends.svg' } });
    expect(head.openGraph?.image).toBe(`${ORIGIN}/images/games/football-legends.svg`);
  });

  it('has alternates only in the countries that sell the game, and x-default its global page', async () => {
    const head = await headOf('/en-sg/football-legends', { game: GAME, countriesSelling: ['sg', 'id'] });
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en-SG', 'id-ID', 'en-ID', 'x-default']);
    expect(head.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/product/football-legends` });
  });

  it('without the API (slow or down) still has a title, a description and its own alternates, and no Open Graph', async () => {
    const head = await headOf('/id-id/football-legends');
    expect(head.title).toBe('Toko resmi | Football Store');
    expect(head.description).toContain('Indonesia');
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['id-ID', 'en-ID', 'x-default']);
    expect(head.openGraph).toBeUndefined();
  });

  it('the custom-theme page (/id/mobile-legends-tri) is its own canonical address, without variants', async () => {
    const head = await headOf('/id/mobile-legends-tri', { game: { ...GAME, slug: 'mobile-legends-tri', name: 'Mobile Legends (Tri)' } });
    expect(head).toMatchObject({ lang: 'id', canonical: `${ORIGIN}/id/mobile-legends-tri`, alternates: [] });
    expect(head.openGraph?.url).toBe(`${ORIGIN}/id/mobile-legends-tri`);
  });

  it('cuts a long description near 160 characters, at a word', async () => {
    const head = await headOf('/en-sg/football-legends', { game: { ...GAME, description: 'word '.repeat(100) } });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('word…')).toBe(true);
  });
});

describe('pageHeadOf: pages search engines should not list', () => {
  it('the 404 page: English (readings 13), noindex, no canonical, no alternates', async () => {
    const head = await headOf('/en-sg/a/b/c');
    expect(head).toMatchObject({ lang: 'en', dir: 'ltr', title: 'Page not found | Football Store', noindex: true, alternates: [] });
    expect(head.canonical).toBeUndefined();
  });

  it("a shopper's own screens are noindex, without alternates", async () => {
    const head = await headOf('/en-sg/sign-in');
    expect(head).toMatchObject({ title: 'Sign in | Football Store', noindex: true, alternates: [] });
  });

  it('the country chooser is English and indexed', async () => {
    expect(await headOf('/international')).toMatchObject({ lang: 'en', title: 'Choose your country | Football Store', canonical: `${ORIGIN}/international`, noindex: false });
  });
});

describe('withPageHead', () => {
  const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Store</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

  it('writes lang, dir, title and the tags into the app page, escaping what came from the API', async () => {
    const html = withPageHead(INDEX, await headOf('/en-sg/football-legends', { game: GAME, countriesSelling: ['sg'] }));
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Football Legends | Football Store</title>');
    expect(html).toContain('<meta name="description" content="Coins for &lt;Football Legends&gt; &amp; more." />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en-sg/football-legends" />`);
    expect(html).toContain(`<meta property="og:image" content="${GAME.image}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });
});
