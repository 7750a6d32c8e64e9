/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { shellStrings } from '../../test/shellI18n.testutil';
import { ServerRenderContext } from './serverRenderContext';
import { RemoteSlot } from './RemoteSlot';
import { loadedRemoteModule } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const loaded = jest.mocked(loadedRemoteModule);

async function serverHtml(slot: ReactElement, used: Array<[string, string, boolean]> = []) {
  const { wrapper: Wrapper } = await shellStrings('en');
  const context = { usedModule: (remote: string, module: string, ready: boolean) => used.push([remote, module, ready]) };
  return renderToString(
    <Wrapper>
      <ServerRenderContext.Provider value={context}>{slot}</ServerRenderContext.Provider>
    </Wrapper>,
  );
}

beforeEach(() => loaded.mockReset());

test('a module loaded before rendering renders on the server at once, and says it was used', async () => {
  loaded.mockReturnValue({ default: () => <h1>Rewards page</h1> });
  const used: Array<[string, string, boolean]> = [];
  const html = await serverHtml(<RemoteSlot remote="rewards" module="RewardsLandingPage" props={{}} />, used);
  expect(html).toContain('<h1>Rewards page</h1>');
  expect(used).toEqual([['rewards', 'RewardsLandingPage', true]]);
});

test('a module not loaded yet renders its loading state and asks the renderer for it', async () => {
  loaded.mockReturnValue(undefined);
  const used: Array<[string, string, boolean]> = [];
  const html = await serverHtml(<RemoteSlot remote="rewards" module="RewardsLandingPage" props={{}} />, used);
  expect(html).toContain('aria-busy="true"');
  expect(used).toEqual([['rewards', 'RewardsLandingPage', false]]);
});

test('a remote that throws while the server renders it is sent as its loading state (the browser renders it); the rest of the page renders', async () => {
  loaded.mockReturnValue({
    default: () => {
      throw new Error('window is not defined');
    },
  });
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = await serverHtml(
      <main>
        <p>The rest of the page</p>
        <RemoteSlot remote="rewards" module="RewardsLandingPage" props={{}} />
      </main>,
    );
    expect(html).toContain('<p>The rest of the page</p>');
    expect(html).toContain('data-remote="rewards"');
    expect(html).not.toContain('remote-fallback');
  } finally {
    spy.mockRestore();
  }
});
