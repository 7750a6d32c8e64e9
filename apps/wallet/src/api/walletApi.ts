import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, type RootStore, type StoreQueryInputs } from '@store/shared';
import { createWalletClient, WalletEnvelopeSchema, WalletSchema, type CountrySettings, type WalletClient, type WalletData } from '@store/shared/api';
import { WALLET_RESTRICTED_EVENT } from '@store/shared/domain';
import { isWalletInfoHidden, walletUiState, WalletUiState } from '../wallet/walletState';
import { useLiveBalance } from './useLiveBalance';

/** One wallet client per page (its RootStore): the CSRF token it caches is shared by every wallet screen. */
const clients = new WeakMap<RootStore, WalletClient>();

export function walletClientOf(root: RootStore): WalletClient {
  let client = clients.get(root);
  if (!client) {
    client = createWalletClient(root.config, { identity: root.session, locale: () => root.shop.locale });
    clients.set(root, client);
  }
  return client;
}

export function useWalletClient(): WalletClient {
  const root = useRootStore();
  return useMemo(() => walletClientOf(root), [root]);
}

/** The wallet's queries, in the store's key convention (country, language and identity always in the key). */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  wallet: (inputs: StoreQueryInputs) => storeQueryKey(['wallet', 'wallet'], inputs),
  settings: (inputs: StoreQueryInputs) => storeQueryKey(['wallet', 'countrySettings'], inputs),
  movements: (inputs: StoreQueryInputs, shown: number) => storeQueryKey(['wallet', 'movements'], inputs, { shown }),
  channels: (inputs: StoreQueryInputs) => storeQueryKey(['wallet', 'paymentChannels'], inputs),
  txn: (inputs: StoreQueryInputs, txnId: string) => storeQueryKey(['wallet', 'txn'], inputs, { txnId }),
  order: (inputs: StoreQueryInputs, orderId: string) => storeQueryKey(['wallet', 'order'], inputs, { orderId }),
};

/** How often a shown balance is read again while the live-balance socket is down (its fallback: decision wallet-live-balance). */
export const BALANCE_POLL_MS = 15_000;

/** Sentinel for "the read failed": the client clears state silently (section 7), the screen offers a retry. */
export class WalletReadFailed extends Error {}

export interface WalletOverview {
  /** The wallet feature is on for the shop country (readings 10: a Codacash channel exists). */
  readonly offered: boolean;
  readonly signedIn: boolean;
  readonly uiState: WalletUiState;
  readonly wallet: WalletData | undefined;
  readonly settings: CountrySettings | undefined;
  /** Locked country and no wallet: the header shows nothing (section 4). */
  readonly infoHidden: boolean;
  /** The wallet or the country could not be read: the screen offers a retry. */
  readonly failed: boolean;
  retry(): void;
}

/**
 * The signed-in shopper's wallet in the shop country and the country's wallet settings, with the
 * section 4 UI state. Guests read only the (public) country settings. A restricted wallet tells the
 * shell, which shows its "wallet restricted" modal.
 */
export function useWalletOverview(options: { /** Keep the balance fresh: live over the socket, else polled. */ poll?: boolean } = {}): WalletOverview {
  const root = useRootStore();
  const client = useWalletClient();
  const inputs = useStoreQueryInputs();
  const offered = root.shop.isFeatureOn('wallet');
  const signedIn = root.session.isSignedIn && !root.session.isPartnerAccount;
  const settings = useQuery({
    queryKey: walletQueryKeys.settings(inputs),
    queryFn: async () => (await client.getCountrySettings(inputs.countryCode)) ?? null,
    enabled: offered && inputs.countryCode !== '',
    staleTime: 60_000,
  });
  const walletKey = walletQueryKeys.wallet(inputs);
  // The socket is for a shopper who has a wallet; the wallet query below re-renders this once it is read.
  const hasWallet = !!useQueryClient().getQueryData<WalletData | null>(walletKey);
  const live = useLiveBalance(!!options.poll && offered && signedIn && hasWallet);
  const wallet = useQuery({
    queryKey: walletKey,
    queryFn: async () => {
      // A read that fails is an error here (so the page can offer a retry); no wallet is null.
      const res = await client.http.get('/user/wallet');
      const env = WalletEnvelopeSchema.safeParse(res.data);
      if (res.status !== 200 || !env.success || Number(env.data.resultCode) !== 0) throw new WalletReadFailed(`GET /user/wallet answered ${res.status}`);
      if (env.data.data === null || env.data.data === undefined) return null;
      const parsed = WalletSchema.safeParse(env.data.data);
      if (!parsed.success) throw new WalletReadFailed('GET /user/wallet: unexpected wallet');
      return parsed.data;
    },
    enabled: offered && signedIn,
    // Pushed while the socket is up; read on a timer while it is not.
    refetchInterval: options.poll && !live ? BALANCE_POLL_MS : false,
  });
  const loading = (offered && settings.isPending) || (offered && signedIn && wallet.isPending);
  const uiState = offered
    ? walletUiState({ loading, wallet: wallet.data ?? undefined, shopCountry: inputs.countryCode, countrySettings: settings.data ?? null })
    : WalletUiState.Unavailable;
  useEffect(() => {
    if (uiState === WalletUiState.Restricted) window.dispatchEvent(new Event(WALLET_RESTRICTED_EVENT));
  }, [uiState]);
  return {
    offered,
    signedIn,
    uiState,
    wallet: wallet.data ?? undefined,
    settings: settings.data ?? undefined,
    infoHidden: isWalletInfoHidden(settings.data, wallet.data),
    failed: settings.isError || wallet.isError,
    retry: () => {
      void settings.refetch();
      if (signedIn) void wallet.refetch();
    },
  };
}
