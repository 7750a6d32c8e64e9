import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRootStore, type RootStore } from '@store/shared';
import type { WalletData } from '@store/shared/api';
import { LiveBalanceConnection, liveBalanceUrl, type LiveBalanceDeps, type LiveStatus } from './liveBalance';

/** One socket per page however many widgets show the balance (header and wallet home): counted leases. */
interface Shared {
  connection: LiveBalanceConnection;
  leases: number;
}
const shared = new WeakMap<RootStore, Shared>();

/** Writes a pushed wallet into every cached read of that wallet, and has the movements read again. */
export function applyPushedWallet(queryClient: QueryClient, wallet: WalletData): void {
  queryClient.setQueriesData<WalletData | null>({ queryKey: ['wallet', 'wallet'] }, (cached) =>
    // Only the same wallet: a cache entry of another identity (keys hold it) is left alone.
    cached && cached.walletId === wallet.walletId ? { ...cached, ...wallet } : cached,
  );
  void queryClient.invalidateQueries({ queryKey: ['wallet', 'movements'] });
}

/** Test seam: the socket and timers the connection uses. */
export type LiveSocketDeps = Pick<LiveBalanceDeps, 'openSocket' | 'setTimer' | 'clearTimer' | 'random'>;

function acquire(root: RootStore, queryClient: QueryClient, deps: LiveSocketDeps): { connection: LiveBalanceConnection; release: () => void } {
  let entry = shared.get(root);
  if (!entry) {
    const connection = new LiveBalanceConnection({
      url: liveBalanceUrl(root.config.api.walletBaseUrl, window.location.href),
      getToken: () => root.session.getIdToken(),
      onWallet: (wallet) => applyPushedWallet(queryClient, wallet),
      ...deps,
    });
    entry = { connection, leases: 0 };
    shared.set(root, entry);
  }
  const held = entry;
  held.leases += 1;
  held.connection.start();
  let released = false;
  return {
    connection: held.connection,
    release: () => {
      if (released) return;
      released = true;
      held.leases -= 1;
      if (held.leases === 0) {
        held.connection.stop();
        shared.delete(root);
      }
    },
  };
}

/**
 * The live balance (decision wallet-live-balance): while `enabled` (a signed-in shopper with a wallet on
 * the page) a socket pushes balance changes into the wallet queries. Returns true while the socket is up,
 * so the caller can stop polling; false while it is down or connecting (poll then). Opens nothing on
 * the server: the socket starts in an effect.
 */
export function useLiveBalance(enabled: boolean, deps: LiveSocketDeps = {}): boolean {
  const root = useRootStore();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('idle');
  const canOpen = enabled && (deps.openSocket !== undefined || typeof WebSocket !== 'undefined');
  useEffect(() => {
    if (!canOpen) return undefined;
    const { connection, release } = acquire(root, queryClient, deps);
    setStatus(connection.status);
    const unsubscribe = connection.subscribe(() => setStatus(connection.status));
    return () => {
      unsubscribe();
      release();
      setStatus('idle');
    };
    // deps are a test seam fixed for a page's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canOpen, root, queryClient]);
  return canOpen && status === 'live';
}
