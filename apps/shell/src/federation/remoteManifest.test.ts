import { manifestForStorefront, parseRemotesManifest } from './remoteManifest';
import { storefrontEmbeds } from './remoteNames';

const deployManifest = parseRemotesManifest({
  catalog: 'http://127.0.0.1:3001/mf-manifest.json',
  checkout: 'http://127.0.0.1:3002/mf-manifest.json',
  wallet: 'http://127.0.0.1:3003/mf-manifest.json',
  account: 'http://127.0.0.1:3004/mf-manifest.json',
  rewards: 'http://127.0.0.1:3005/mf-manifest.json',
});

describe('storefronts choose their remotes', () => {
  it('registers only the remotes a storefront lists: the others are never fetched', () => {
    expect(Object.keys(manifestForStorefront(deployManifest, { remotes: ['catalog', 'checkout'] }))).toEqual(['catalog', 'checkout']);
    expect(storefrontEmbeds({ remotes: ['catalog', 'checkout'] }, 'rewards')).toBe(false);
    expect(storefrontEmbeds({ remotes: ['catalog', 'checkout'] }, 'checkout')).toBe(true);
  });

  it('a listed remote the deploy does not have stays absent', () => {
    const { rewards: _gone, ...withoutRewards } = deployManifest;
    expect(manifestForStorefront(withoutRewards, { remotes: ['catalog', 'rewards'] })).toEqual({ catalog: deployManifest.catalog });
  });
});
