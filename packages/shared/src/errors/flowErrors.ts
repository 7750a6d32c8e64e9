import { DEFAULT_ERROR_CODE } from '@store/shared/domain';
import { GUEST_LINKING_CATALOGUE, WALLET_CREATION_CATALOGUE } from './catalogue';
import type { CatalogueEntry, ErrorCode, ErrorGroup } from './types';

/** An error the app raises itself, carrying its catalogue place. */
export class AppError extends Error {
  constructor(
    readonly group: ErrorGroup,
    readonly code: ErrorCode,
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * Wallet creation (section 8): resultCode 400 shows otpInvalid; any other failure or an exception
 * (resultCode undefined) shows walletCreateFailed.
 */
export function walletCreationError(resultCode: number | string | undefined): CatalogueEntry {
  return Number(resultCode) === 400
    ? (WALLET_CREATION_CATALOGUE.otpInvalid as CatalogueEntry)
    : (WALLET_CREATION_CATALOGUE.walletCreateFailed as CatalogueEntry);
}

/** An unreserve failure shows the same message as a failed wallet creation. */
export function walletUnreserveError(): CatalogueEntry {
  return WALLET_CREATION_CATALOGUE.walletCreateFailed as CatalogueEntry;
}

/** The guest-linking failure: code 0, key adoptAccount.rewardLinkingFailed. */
export const GUEST_LINKING_ERROR_CODE = 0;

export class GuestLinkingError extends AppError {
  constructor(readonly statusCode: number) {
    const entry = GUEST_LINKING_CATALOGUE['0'] as CatalogueEntry;
    super('guestLinking', GUEST_LINKING_ERROR_CODE, entry.key, entry.message);
    this.name = 'GuestLinkingError';
  }
}

/** Guest linking (section 8): a setOrderUid statusCode other than 0 raises the linking error. */
export function assertGuestLinked(statusCode: number): void {
  if (statusCode !== 0) throw new GuestLinkingError(statusCode);
}

/** The error state a screen keeps (section 3): display, header, message, param, raw, code. */
export interface ErrorState {
  readonly display: boolean;
  readonly header?: string;
  readonly key: string;
  readonly message: string;
  readonly param?: Readonly<Record<string, string>>;
  readonly raw?: unknown;
  readonly code: ErrorCode;
}

export const NO_ERROR: ErrorState = { display: false, key: '', message: '', code: DEFAULT_ERROR_CODE };
