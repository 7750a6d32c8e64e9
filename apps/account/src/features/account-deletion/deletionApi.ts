import type { AccountClient } from '@store/shared/api';
import { z } from '@store/shared';

/** The code's destination and lifetime, as init-delete answers them. */
const SentSchema = z.object({ destination: z.string(), expiresIn: z.number() });

export type StartDeletionResult =
  | { kind: 'sent'; destination: string; expiresInS: number }
  | { kind: 'subscriptionActive' }
  | { kind: 'limited' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** Deletion refused while a subscription is active (section 6). */
export const SUBSCRIPTION_ACTIVE = 'SUBSCRIPTION_ACTIVE';
/** The switch limiter's refusal (3 per day, section 9). */
export const LIMIT_EXCEEDED = 'LimitExceededException';

/** Starts account deletion (section 7 init-delete): a 6-digit code goes to the account's email or phone. */
export async function startDeletion(account: Pick<AccountClient, 'initDelete'>, languageCode: string): Promise<StartDeletionResult> {
  const r = await account.initDelete({ languageCode });
  if (r.unauthorized) return { kind: 'signedOut' };
  if (r.resultCode === SUBSCRIPTION_ACTIVE) return { kind: 'subscriptionActive' };
  if (r.httpStatus === 429 || r.resultCode === LIMIT_EXCEEDED) return { kind: 'limited' };
  const sent = SentSchema.safeParse(r.data);
  if (!r.ok || !sent.success) return { kind: 'failed' };
  return { kind: 'sent', destination: sent.data.destination, expiresInS: sent.data.expiresIn };
}

export type ConfirmDeletionResult =
  | { kind: 'deleted' }
  | { kind: 'codeMismatch' }
  | { kind: 'codeExpired' }
  | { kind: 'locked' }
  | { kind: 'subscriptionActive' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** Confirms deletion with the emailed code (section 7 delete); success is DELETE_ACCOUNT_SUCCESS (section 8). */
export async function confirmDeletion(account: Pick<AccountClient, 'deleteAccount'>, code: string): Promise<ConfirmDeletionResult> {
  const r = await account.deleteAccount({ code });
  if (r.unauthorized) return { kind: 'signedOut' };
  if (r.ok && r.resultMessage === 'DELETE_ACCOUNT_SUCCESS') return { kind: 'deleted' };
  switch (r.resultCode) {
    case 'CodeMismatchException':
      return { kind: 'codeMismatch' };
    case 'ExpiredCodeException':
      return { kind: 'codeExpired' };
    case LIMIT_EXCEEDED:
      return { kind: 'locked' };
    case SUBSCRIPTION_ACTIVE:
      return { kind: 'subscriptionActive' };
    default:
      return r.httpStatus === 429 ? { kind: 'locked' } : { kind: 'failed' };
  }
}

/** What the settings page hands the verify page (router state). */
export interface DeletionCodeSent {
  readonly destination: string;
  readonly sentAt: number;
}

export const isDeletionCodeSent = (v: unknown): v is DeletionCodeSent =>
  typeof v === 'object' && v !== null && typeof (v as DeletionCodeSent).destination === 'string' && typeof (v as DeletionCodeSent).sentAt === 'number';
