import { useCallback, useRef, useState } from 'react';
import type { CheckoutApi, GameFieldValue } from '../api/checkoutApi';

export type PlayerCheck =
  | { status: 'idle' }
  | { status: 'checking'; forId: string }
  | { status: 'valid'; forId: string; nickname: string }
  | { status: 'invalid'; forId: string; code: number; fieldErrors: ReadonlyArray<{ field: string; code: number }> }
  | { status: 'error'; forId: string };

/** Which player a check is for: the ids and the game's dynamic fields (a changed server needs a new check). */
export const playerKey = (userId: string, zoneId: string, fields: Readonly<Record<string, string>> = {}) =>
  [userId.trim(), zoneId.trim(), ...Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`)].join('|');

/**
 * The player check before payment: the game answers with the nickname (shown, so the shopper knows the
 * top-up goes to the right account) or a code (-100 unknown player, ...). The latest request wins.
 */
export function usePlayerCheck(api: CheckoutApi, countryCode: string, gameSlug: string) {
  const [check, setCheck] = useState<PlayerCheck>({ status: 'idle' });
  const latest = useRef('');

  const run = useCallback(
    async (userId: string, zoneId: string, fields: Readonly<Record<string, string>> = {}): Promise<PlayerCheck> => {
      const forId = playerKey(userId, zoneId, fields);
      const values: GameFieldValue[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      latest.current = forId;
      setCheck({ status: 'checking', forId });
      let result: PlayerCheck;
      try {
        const r = await api.validatePlayer({
          countryCode,
          gameSlug,
          userId: userId.trim(),
          ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}),
          ...(values.length ? { fields: values } : {}),
        });
        result =
          r.valid && r.nickname
            ? { status: 'valid', forId, nickname: r.nickname }
            : { status: 'invalid', forId, code: r.resultCode || -100, fieldErrors: r.fieldErrors.map((e) => ({ field: e.field, code: e.code })) };
      } catch {
        result = { status: 'error', forId };
      }
      if (latest.current === forId) setCheck(result);
      return result;
    },
    [api, countryCode, gameSlug],
  );

  const reset = useCallback(() => {
    latest.current = '';
    setCheck({ status: 'idle' });
  }, []);

  return { check, run, reset };
}
