import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RemoteModule, RemoteModuleProvider, SharedVersionRefused } from '@store/shared';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { shellStrings } from '../../test/shellI18n.testutil';
import { setFailureSink, type Failure } from '../platform/reportFailure';
import { RemoteModuleSlot, RemoteSlot } from './RemoteSlot';
import { RemoteLoadError } from './remoteLoadError';
import { loadRemoteModule, resetRemote } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: () => undefined, resetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const fill = (text: string, part: string) => text.replace('{{part}}', part);

let failures: Failure[];
let restoreSink: () => void;
beforeEach(() => {
  failures = [];
  restoreSink = setFailureSink((f) => failures.push(f));
  load.mockReset();
  jest.mocked(resetRemote).mockReset();
});
afterEach(() => restoreSink());

async function renderSlot(language = 'en', slot = <RemoteSlot remote="rewards" module="RewardsLandingPage" props={{}} />) {
  const { wrapper } = await shellStrings(language);
  render(slot, { wrapper });
  await act(async () => undefined);
}

describe('RemoteSlot fallbacks', () => {
  it('says what happened when a remote cannot be reached, offers Retry, and reports the failure once', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('rewards', 'unreachable', 'connection refused'));
    await renderSlot();
    const fallback = screen.getByTestId('remote-fallback-rewards');
    expect(fallback).toHaveTextContent(fill(en['remote.unreachable'], en['remote.part.rewards']));
    expect(failures).toEqual([expect.objectContaining({ source: 'remote', remote: 'rewards', reason: 'unreachable', message: 'connection refused' })]);

    load.mockResolvedValueOnce({ default: () => <h1>Rewards page</h1> });
    await act(async () => screen.getByRole('button', { name: en['remote.retry'] }).click());
    expect(resetRemote).toHaveBeenCalledWith('rewards');
    expect(screen.getByRole('heading', { name: 'Rewards page' })).toBeInTheDocument();
  });

  it.each([
    ['a refused contract', new RemoteLoadError('rewards', 'contract', 'rewards declares contract major 2; this shell supports 1'), 'contract'],
    ['a refused shared version', new SharedVersionRefused('rewards', '^2.0.0', '1.0.0'), 'sharedVersion'],
    ['a remote missing from the manifest', new RemoteLoadError('rewards', 'notInManifest', 'rewards is not in the remotes manifest'), 'notInManifest'],
  ])('%s says the part is unavailable, without a Retry that cannot help', async (_case, error, reason) => {
    load.mockRejectedValueOnce(error);
    await renderSlot();
    const fallback = screen.getByTestId('remote-fallback-rewards');
    expect(fallback).toHaveTextContent(fill(en['remote.refused'], en['remote.part.rewards']));
    expect(fallback).toHaveAttribute('data-reason', reason);
    expect(screen.queryByRole('button')).toBeNull();
    expect(failures.map((f) => f.reason)).toEqual([reason]);
  });

  it('is translated: the Arabic store shows the Arabic text', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('rewards', 'timeout', 'rewards did not answer'));
    await renderSlot('ar');
    expect(screen.getByTestId('remote-fallback-rewards')).toHaveTextContent(fill(ar['remote.timeout'], ar['remote.part.rewards']));
    expect(screen.getByRole('button', { name: ar['remote.retry'] })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, reports it and offers Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValueOnce({
      default: () => {
        throw new Error('boom');
      },
    });
    await renderSlot();
    expect(screen.getByTestId('remote-fallback-rewards')).toHaveTextContent(fill(en['remote.render'], en['remote.part.rewards']));
    expect(screen.getByRole('button', { name: en['remote.retry'] })).toBeInTheDocument();
    expect(failures).toEqual([expect.objectContaining({ remote: 'rewards', reason: 'render' })]);
  });
});

describe("a remote embedding another remote's module through @store/shared", () => {
  it('renders it through the shell slot (same loader, same fallback)', async () => {
    load.mockResolvedValueOnce({ default: ({ gameSlug }: { gameSlug: string }) => <form aria-label={`top up ${gameSlug}`} /> });
    await renderSlot(
      'en',
      <RemoteModuleProvider slot={RemoteModuleSlot}>
        <RemoteModule remote="checkout" module="TopUpForm" props={{ gameSlug: 'football-legends' }} />
      </RemoteModuleProvider>,
    );
    expect(load).toHaveBeenCalledWith('checkout', 'TopUpForm');
    expect(screen.getByRole('form', { name: 'top up football-legends' })).toBeInTheDocument();
  });

  it("passes a remote's deferHydration on: the part is in a deferred slot (here, with no server HTML, it loads at once)", async () => {
    load.mockResolvedValueOnce({ default: () => <p>Sign in and pay less</p> });
    await renderSlot(
      'en',
      <MemoryRouter initialEntries={['/en-sg/football-legends']}>
        <RemoteModuleProvider slot={RemoteModuleSlot}>
          <RemoteModule remote="rewards" module="UseRewardsPanel" props={{}} compact deferHydration />
        </RemoteModuleProvider>
      </MemoryRouter>,
    );
    expect(load).toHaveBeenCalledWith('rewards', 'UseRewardsPanel');
    const part = await screen.findByText('Sign in and pay less');
    expect(part.closest('.remote-slot-deferred')).toHaveAttribute('data-remote', 'rewards');
  });

  it('refuses a name that is not a remote of the store, without loading anything', async () => {
    await renderSlot(
      'en',
      <RemoteModuleProvider slot={RemoteModuleSlot}>
        <RemoteModule remote="payments" module="Widget" props={{}} />
      </RemoteModuleProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('remote-fallback-payments')).toHaveTextContent(fill(en['remote.refused'], en['remote.part.other']));
  });
});
