import { NETWORK_CATALOGUE } from './catalogue';
import type { CatalogueEntry } from './types';

/** The status the store uses for "offline" (section 8). */
export const OFFLINE_STATUS = 599;
export const TIMEOUT_STATUSES: readonly number[] = [408, 504, 524];
export const SESSION_EXPIRED_STATUS = 401;

export type NetworkErrorKind = 'offline' | 'timeout' | 'serverError' | 'sessionExpired' | 'clientError' | 'other';

export interface NetworkErrorInfo extends CatalogueEntry {
  readonly kind: NetworkErrorKind;
  /** The HTTP status found, if any. */
  readonly status: number | undefined;
  /** 401: the session has expired and the user must sign in again. */
  readonly sessionExpired: boolean;
}

const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return undefined;
}

/** The first standalone three-digit HTTP status (100-599) in a message, e.g. "Request failed with status code 504". */
export function statusFromMessage(message: string): number | undefined {
  for (const m of message.matchAll(/(?<!\d)(\d{3})(?!\d)/g)) {
    const n = Number(m[1]);
    if (n >= 100 && n <= 599) return n;
  }
  return undefined;
}

/**
 * The HTTP status of an error: a number itself, `status`/`statusCode`, `response.status`, a timeout
 * error code (408), else digits in the message (section 8: "a status may be taken from digits in the message").
 */
export function networkStatusOf(error: unknown): number | undefined {
  if (typeof error === 'number') return Number.isFinite(error) ? error : undefined;
  if (isRecord(error)) {
    for (const v of [error.status, error.statusCode, isRecord(error.response) ? error.response.status : undefined]) {
      if (typeof v === 'number' && v > 0) return v;
    }
    if (typeof error.code === 'string' && TIMEOUT_CODES.includes(error.code)) return 408;
  }
  const message = messageOf(error);
  return message === undefined ? undefined : statusFromMessage(message);
}

function info(kind: NetworkErrorKind, entryName: keyof typeof NETWORK_CATALOGUE, status: number | undefined): NetworkErrorInfo {
  const entry = NETWORK_CATALOGUE[entryName] as CatalogueEntry;
  return { kind, status, key: entry.key, message: entry.message, sessionExpired: kind === 'sessionExpired' };
}

/**
 * Section 8: 599 offline; 408, 504, 524 timeout; 500 and above server error; 401 session expired;
 * 400-499 client error; anything else "other".
 */
export function classifyNetworkError(errorOrStatus: unknown): NetworkErrorInfo {
  const status = networkStatusOf(errorOrStatus);
  if (status === undefined) return info('other', 'other', undefined);
  if (status === OFFLINE_STATUS) return info('offline', 'offline', status);
  if (TIMEOUT_STATUSES.includes(status)) return info('timeout', 'timeout', status);
  if (status >= 500) return info('serverError', '500', status);
  if (status === SESSION_EXPIRED_STATUS) return info('sessionExpired', '401', status);
  if (status >= 400) return info('clientError', '400', status);
  return info('other', 'other', status);
}

/**
 * Error reporting ignores chunk-load errors, unexpected '<' token errors (an HTML page where a script
 * was expected) and timeouts (section 8).
 */
export function shouldReportError(error: unknown): boolean {
  const message = messageOf(error) ?? '';
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(message)) return false;
  if (/Unexpected token '?<'?/.test(message)) return false;
  if (/time(d)? ?out/i.test(message) || name === 'TimeoutError') return false;
  return classifyNetworkError(error).kind !== 'timeout';
}
