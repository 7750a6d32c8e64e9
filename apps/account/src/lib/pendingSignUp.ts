import type { KeyValueStorage } from '@store/shared/domain';

/** The sign-up waiting for its confirmation (the VerifySignup screen), kept for a reload of that screen. */
export interface PendingSignUp {
  readonly username: string;
  /** Where the link or code went (masked), when the auth provider says. */
  readonly destination?: string;
  /** When the last code was sent (ms since epoch): the resend timer counts from it. */
  readonly sentAt: number;
}

export const PENDING_SIGN_UP_KEY = 'account:pendingSignUp';

export function savePendingSignUp(storage: KeyValueStorage | undefined, pending: PendingSignUp): void {
  try {
    storage?.setItem(PENDING_SIGN_UP_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the screen still works until a reload.
  }
}

export function readPendingSignUp(storage: KeyValueStorage | undefined): PendingSignUp | undefined {
  try {
    const raw = storage?.getItem(PENDING_SIGN_UP_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingSignUp>) : undefined;
    if (!value || typeof value.username !== 'string' || value.username === '' || typeof value.sentAt !== 'number') return undefined;
    return { username: value.username, sentAt: value.sentAt, ...(typeof value.destination === 'string' ? { destination: value.destination } : {}) };
  } catch {
    return undefined;
  }
}

export function clearPendingSignUp(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(PENDING_SIGN_UP_KEY);
  } catch {
    // nothing to clear
  }
}

/** The session storage of the page, if it can be used. */
export function pageSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
