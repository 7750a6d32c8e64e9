import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadedRemoteModule, loadRemoteModule, registerRemoteManifest, RemoteLoadError } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const contract = { contract: { remote: 'catalog', major: 1, modules: ['HomePage'] } };

describe('loadRemoteModule', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    registerRemoteManifest({ catalog: 'http://cdn.test/catalog/mf-manifest.json' });
  });

  it('registers the manifest with the federation runtime', () => {
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: 'http://cdn.test/catalog/mf-manifest.json' }], { force: true });
  });

  it("loads the module's scripts first and evaluates it in a later task", async () => {
    const order: string[] = [];
    const page = { default: 'HomePage' };
    mockedLoadRemote.mockImplementation(async (id: string, options?: { loadFactory?: boolean }) => {
      if (id === 'catalog/contract') return contract;
      expect(options).toEqual({ loadFactory: false, from: 'runtime' });
      order.push('loaded');
      // A task queued as the scripts arrive runs before the module is evaluated.
      setTimeout(() => order.push('other task'), 0);
      return () => {
        order.push('evaluated');
        return page;
      };
    });
    await expect(loadRemoteModule('catalog', 'HomePage')).resolves.toBe(page);
    expect(order).toEqual(['loaded', 'other task', 'evaluated']);
    expect(loadedRemoteModule('catalog', 'HomePage')).toBe(page);
  });

  it('fails with a typed error when the remote gives no module', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'catalog/contract' ? contract : undefined));
    await expect(loadRemoteModule('catalog', 'HomePage')).rejects.toMatchObject({ name: 'RemoteLoadError', remote: 'catalog', reason: 'unreachable' });
  });

  it('fails with a typed error when the module throws while it is evaluated', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) =>
      id === 'catalog/contract'
        ? contract
        : () => {
            throw new Error('boom');
          },
    );
    const failure = loadRemoteModule('catalog', 'HomePage');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('boom');
  });
});
