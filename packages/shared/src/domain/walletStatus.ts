import type { ValueOf } from './statuses';

/** Wallet status on the wire; `undefined` (no wallet) means not activated (section 4). */
export const WalletStatus = { Restricted: 0, Active: 1, Reserved: 2 } as const;
export type WalletStatus = ValueOf<typeof WalletStatus>;

/** A wallet country's status on the wire (section 4). */
export const CountryStatus = { Active: 1, Locked: 2, ActivationsDisabled: 3 } as const;
export type CountryStatus = ValueOf<typeof CountryStatus>;

/**
 * The window event the wallet remote dispatches when the wallet it loaded is restricted; the shell
 * answers with its "wallet restricted" modal (section 4). The wallet state itself is the wallet remote's.
 */
export const WALLET_RESTRICTED_EVENT = 'store:wallet-restricted';

/**
 * The countries with a Codacash payment channel, where the wallet exists (readings 10). The deploy's
 * run-time configuration turns the wallet menu feature on for exactly these (scripts/runtime-config.mjs).
 */
export const CODACASH_COUNTRIES = ['sg', 'id', 'my', 'ph', 'th', 'in', 'br', 'eg', 'sa'] as const;

/** Quick top-up (sections 4, 9; readings 5: seconds): top up, then continue the order within this time, or it has expired. */
export const QUICK_TOP_UP_TIMEOUT_S = 180 as const;
