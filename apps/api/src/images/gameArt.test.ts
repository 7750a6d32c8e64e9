import { gameArtSvg, gameBannerSvg, gameLook } from './gameArt';
import { channelLogoSvg, channelStyle } from './channelLogo';
import { denominationArt, denominationIconSvg, pieceCount } from './denominationIcon';

describe('game art', () => {
  it('draws a tile and a banner in the game colours with its emblem, named by the game, escaped', () => {
    const tile = gameArtSvg('football-legends', 'Football Legends');
    expect(tile).toContain('width="320" height="320"');
    expect(tile).toContain('<title>Football Legends</title>');
    expect(tile).toContain(gameLook('football-legends').bright);
    expect(gameBannerSvg('football-legends', 'Football Legends')).toContain('width="1200" height="400"');
    const svg = gameArtSvg('x', 'A <b> & "c"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
  });

  it('gives every game the same art each time, and an unknown game one of the fallback looks', () => {
    expect(gameArtSvg('football-legends', 'Football Legends')).toBe(gameArtSvg('football-legends', 'Football Legends'));
    expect(gameLook('mobile-legends').emblem).toBe('swords');
    expect(gameLook('some-new-game')).toBe(gameLook('some-new-game'));
    expect(['crystal', 'shield', 'flame', 'crown']).toContain(gameLook('some-new-game').emblem);
  });
});

describe('denomination icons', () => {
  it.each([
    [{ amount: 100, type: 'currency', unit: 'Coins' }, 'coin'],
    [{ amount: 300, type: 'currency', unit: 'Gold' }, 'coin'],
    [{ amount: 86, type: 'currency', unit: 'Diamonds' }, 'gem'],
    [{ amount: 300, type: 'currency', unit: 'Eternal Orbs' }, 'orb'],
    [{ amount: 1, type: 'subscription', unit: 'Coins' }, 'pass'],
    [{ amount: 1, type: 'voucher', unit: 'Diamonds' }, 'pass'],
    [{ amount: 1500, type: 'deal', unit: 'Coins' }, 'chest'],
  ] as const)('%p is drawn as a %s', (d, art) => {
    expect(denominationArt(d)).toBe(art);
  });

  it('draws more pieces for larger amounts, one to five', () => {
    expect([60, 149, 150, 499, 500, 1000, 2000, 6500].map(pieceCount)).toEqual([1, 1, 2, 2, 3, 4, 5, 5]);
    const coins = (amount: number) => (denominationIconSvg({ amount, type: 'currency', unit: 'Coins' }).match(/<ellipse cx="0" cy="5"/g) ?? []).length;
    expect(coins(100)).toBe(1);
    expect(coins(2500)).toBe(5);
  });
});

describe('channel logos', () => {
  it('carries the channel name as its wordmark, escaped, on two lines when long', () => {
    expect(channelLogoSvg('PayNow', 'provider')).toContain('>PayNow</text>');
    const long = channelLogoSvg("Touch 'n Go eWallet", 'provider');
    expect(long).toContain('>Touch &#39;n</text>');
    expect(long).toContain('>Go eWallet</text>');
    expect(channelLogoSvg('<x>', 'provider')).not.toContain('<x>');
  });

  it('picks a glyph for the kind of channel; an unknown one is a wallet, Codacash a coin', () => {
    expect(channelStyle('PayNow', 'provider').glyph).toBe('qr');
    expect(channelStyle('FPX Online Banking', 'provider').glyph).toBe('bank');
    expect(channelStyle('New Pay', 'provider').glyph).toBe('wallet');
    expect(channelStyle('Codacash Plus', 'codacash').glyph).toBe('coin');
  });
});
