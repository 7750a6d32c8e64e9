import { useEffect, useState } from 'react';

/** Seconds before a new code may be asked for (section 9 leaves the resend timer open; readings 5's "timer 30" is 30 s). */
export const RESEND_WAIT_S = 30;

/** Whole seconds left until `sentAt + waitS`, ticking every second; 0 when a resend is allowed. */
export function secondsLeft(sentAt: number, now: number, waitS: number = RESEND_WAIT_S): number {
  return Math.max(0, Math.ceil((sentAt + waitS * 1000 - now) / 1000));
}

export function useResendTimer(sentAt: number, waitS: number = RESEND_WAIT_S): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, now, waitS);
  useEffect(() => {
    setNow(Date.now());
  }, [sentAt]);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(id);
  }, [left, now]);
  return left;
}

/** 0:27, 1:05 */
export function formatSeconds(s: number): string {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
