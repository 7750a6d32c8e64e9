import { loadPartnerSdk, PartnerSdkUnavailable, type PartnerSdk } from './partnerSdk';

const SDK = {} as PartnerSdk;

describe('loadPartnerSdk: up to 3 attempts, 1 s apart (section 7)', () => {
  it('loads on the third attempt after two failures, waiting 1 s between', async () => {
    let loaded: PartnerSdk | undefined;
    let calls = 0;
    const waits: number[] = [];
    const sdk = await loadPartnerSdk('https://partner/sdk.js', {
      inject: async () => {
        calls += 1;
        if (calls < 3) throw new Error('503');
        loaded = SDK;
      },
      current: () => loaded,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(sdk).toBe(SDK);
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('gives up after the third failure', async () => {
    let calls = 0;
    const waits: number[] = [];
    const loading = loadPartnerSdk('https://partner/sdk.js', {
      inject: async () => {
        calls += 1;
        throw new Error('503');
      },
      current: () => undefined,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(loading).rejects.toBeInstanceOf(PartnerSdkUnavailable);
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('uses an SDK already on the page', async () => {
    const inject = jest.fn();
    await expect(loadPartnerSdk('x', { inject, current: () => SDK })).resolves.toBe(SDK);
    expect(inject).not.toHaveBeenCalled();
  });
});
