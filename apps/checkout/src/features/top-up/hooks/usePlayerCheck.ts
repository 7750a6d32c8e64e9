import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutApi, GameFieldValue } from '../../../api/checkoutApi';

export type PlayerCheck =
  | { status: 'idle' }
  | { status: 'checking'; forId: string }
  | { status: 'valid'; forId: string; nickname: string }
  | { status: 'invalid'; forId: string; code: number; fieldErrors: ReadonlyArray<{ field: string; code: number }> }
  | { status: 'error'; forId: string };

/** Which player a check is for: the ids and the game's dynamic fields (a changed server needs a new check). */
export const playerKey = (userId: string, zoneId: string, fields: Readonly<Record<string, string>> = {}) =>
  [userId.trim(), zoneId.trim(), ...Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`)].join('|');

interface PlayerInput {
  userId: string;
  zoneId: string;
  fields: Readonly<Record<string, string>>;
}

/**
 * The player check before payment (a mutation: it asks the game about what the shopper typed): the game
 * answers with the nickname (shown, so the shopper knows the top-up goes to the right account) or a code
 * (-100 unknown player, ...). The latest check is the one shown.
 */
export function usePlayerCheck(api: CheckoutApi, countryCode: string, gameSlug: string) {
  const mutation = useMutation({
    mutationKey: ['checkout', 'validatePlayer', { countryCode, gameSlug }],
    mutationFn: async ({ userId, zoneId, fields }: PlayerInput): Promise<PlayerCheck> => {
      const forId = playerKey(userId, zoneId, fields);
      const values: GameFieldValue[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      const r = await api.validatePlayer({
        countryCode,
        gameSlug,
        userId: userId.trim(),
        ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}),
        ...(values.length ? { fields: values } : {}),
      });
      return r.valid && r.nickname
        ? { status: 'valid', forId, nickname: r.nickname }
        : { status: 'invalid', forId, code: r.resultCode || -100, fieldErrors: r.fieldErrors.map((e) => ({ field: e.field, code: e.code })) };
    },
  });
  const { mutateAsync, reset } = mutation;

  const run = useCallback(
    async (userId: string, zoneId: string, fields: Readonly<Record<string, string>> = {}): Promise<PlayerCheck> => {
      try {
        return await mutateAsync({ userId, zoneId, fields });
      } catch {
        return { status: 'error', forId: playerKey(userId, zoneId, fields) };
      }
    },
    [mutateAsync],
  );

  const asked = mutation.variables ? playerKey(mutation.variables.userId, mutation.variables.zoneId, mutation.variables.fields) : '';
  const check: PlayerCheck =
    mutation.status === 'pending'
      ? { status: 'checking', forId: asked }
      : mutation.status === 'success'
        ? mutation.data
        : mutation.status === 'error'
          ? { status: 'error', forId: asked }
          : { status: 'idle' };

  return { check, run, reset };
}
