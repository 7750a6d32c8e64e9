import { http, gql, useApi } from './helpers';
import { readConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';

const api = useApi();

/** The checks every drawn image passes: an SVG document, cached for a day, never run as a page. */
async function expectSvg(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<script|on[a-z]+=|href="(?!#)|xlink:href|<foreignObject/i);
  return svg;
}

describe('drawn images', () => {
  it('the catalogue carries a banner per game, an icon per item and a logo per channel, each an SVG the API serves', async () => {
    const r = await gql(
      api.base,
      '{ product(countryCode: "sg", slug: "football-legends") { image banner denominations { skuId icon } paymentChannels { id logo } } }',
    );
    const p = r.body.data.product as { image: string; banner: string; denominations: Array<{ skuId: number; icon: string }>; paymentChannels: Array<{ id: number; logo: string }> };
    expect(p.banner).toBe(`${api.base}/images/banners/football-legends.svg`);
    expect(await expectSvg(p.banner)).toContain('width="1200" height="400"');
    for (const d of p.denominations) expect(d.icon).toBe(`${api.base}/images/denominations/${d.skuId}.svg`);
    for (const c of p.paymentChannels) expect(c.logo).toBe(`${api.base}/images/channels/${c.id}.svg`);
    const urls = [...p.denominations.map((d) => d.icon), ...p.paymentChannels.map((c) => c.logo)];
    const svgs = await Promise.all(urls.map(expectSvg));
    expect(svgs[0]).toContain('width="96" height="96"');
    expect(svgs.at(-1)).toContain('width="120" height="40"');
  });

  it('an icon shows the game unit and the size of the amount: more coins for more Coins, gems for Diamonds, a pass for a subscription', async () => {
    const coins = (svg: string) => (svg.match(/<ellipse cx="0" cy="5"/g) ?? []).length;
    const small = await expectSvg(`${api.base}/images/denominations/1001.svg`); // 100 Coins
    const large = await expectSvg(`${api.base}/images/denominations/1006.svg`); // 6,500 Coins
    expect(coins(small)).toBe(1);
    expect(coins(large)).toBe(5);
    const diamonds = await expectSvg(`${api.base}/images/denominations/2001.svg`); // 86 Diamonds
    expect(coins(diamonds)).toBe(0);
    expect(diamonds).toContain('#49b6ff');
    const pass = await expectSvg(`${api.base}/images/denominations/1011.svg`); // Season Pass
    expect(pass).toContain('rotate(-8 48 48)');
  });

  it('a channel logo carries the channel name as its wordmark, escaped', async () => {
    expect(await expectSvg(`${api.base}/images/channels/11.svg`)).toContain('>PayNow</text>');
    expect(await expectSvg(`${api.base}/images/channels/31.svg`)).toContain('>Touch &#39;n</text>');
  });

  it('the home carousel banners and highlighted promos point at drawn banners on the API', async () => {
    const home = await http(api.base, 'POST', '/shop/homePage', { countryCode: 'sg' });
    const banners = home.body.banners as Array<{ image: string; link: string }>;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.image).toMatch(new RegExp(`^${api.base}/images/banners/[a-z0-9-]+\\.svg$`));
      await expectSvg(b.image);
    }
  });

  it('unknown games, items and channels are 404; malformed names a 400 naming the parameter', async () => {
    for (const path of ['/images/banners/no-such-game.svg', '/images/denominations/999999.svg', '/images/channels/999999.svg']) {
      const res = await http(api.base, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ resultCode: 404, error: 'NOT_FOUND' });
    }
    for (const path of [
      '/images/banners/Football.svg',
      '/images/banners/football-legends.png',
      '/images/banners/..%2Fsecret.svg',
      '/images/denominations/abc.svg',
      '/images/denominations/0.svg',
      '/images/denominations/1001.png',
      '/images/channels/-1.svg',
      '/images/channels/1234567890.svg',
    ]) {
      const res = await http(api.base, 'GET', path);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('params.file');
    }
  });
});

describe('where the storefront loads the images from (API_IMAGES_URL)', () => {
  let servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });
  const productImages = async (imagesUrl: string) => {
    const server = await startServer({ config: { imagesUrl } });
    servers.push(server);
    const r = await gql(server.url, '{ product(countryCode: "sg", slug: "football-legends") { image banner denominations { icon } paymentChannels { logo } } }');
    const p = r.body.data.product as { image: string; banner: string; denominations: Array<{ icon: string }>; paymentChannels: Array<{ logo: string }> };
    return [p.image, p.banner, ...p.denominations.map((d) => d.icon), ...p.paymentChannels.map((c) => c.logo)];
  };

  it('a CDN in front of the API: every image URL is on it', async () => {
    const urls = await productImages('https://images.example.com');
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^https:\/\/images\.example\.com\/images\/(games|banners|denominations|channels)\/[a-z0-9-]+\.svg$/);
  });

  it("empty: paths on the storefront's own origin (its server forwards /images/ to the API)", async () => {
    const urls = await productImages('');
    expect(urls).toContain('/images/banners/football-legends.svg');
    for (const url of urls) expect(url).toMatch(/^\/images\/(games|banners|denominations|channels)\/[a-z0-9-]+\.svg$/);
  });

  it('the setting is read from the environment; a value that is neither a URL nor empty is refused', () => {
    expect(readConfig({ API_IMAGES_URL: '' }).imagesUrl).toBe('');
    expect(readConfig({ API_IMAGES_URL: 'https://cdn.example.com/' }).imagesUrl).toBe('https://cdn.example.com');
    expect(readConfig({}).imagesUrl).toBeUndefined();
    expect(() => readConfig({ API_IMAGES_URL: 'images' })).toThrow();
  });
});
