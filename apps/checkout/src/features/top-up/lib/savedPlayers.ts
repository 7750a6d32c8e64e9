import { z } from '@store/shared';
import { MAX_VALIDATED_GAMER_INFOS, readJson, type KeyValueStorage } from '@store/shared/domain';

/** Local purchase history per variant (lvtId): last channel and the validated gamer infos (section 3). */
export const ValidatedGamerInfoSchema = z.object({
  userId: z.string(),
  zoneId: z.optional(z.string()),
  nickname: z.string(),
});
export type ValidatedGamerInfo = z.infer<typeof ValidatedGamerInfoSchema>;

const HistorySchema = z.object({
  pcId: z.optional(z.number()),
  validated_gamer_info: z._default(z.array(ValidatedGamerInfoSchema), []),
});
type History = z.infer<typeof HistorySchema>;

export const historyKey = (lvtId: number | string) => `purchaseHistory:${lvtId}`;

function read(storage: KeyValueStorage, lvtId: number | string): History {
  const parsed = HistorySchema.safeParse(readJson(storage, historyKey(lvtId)));
  return parsed.success ? parsed.data : { validated_gamer_info: [] };
}

export function savedPlayers(storage: KeyValueStorage, lvtId: number | string): ValidatedGamerInfo[] {
  return read(storage, lvtId).validated_gamer_info;
}

/** Most recent first, one entry per (userId, zoneId), at most MAX_VALIDATED_GAMER_INFOS. */
export function savePlayer(storage: KeyValueStorage, lvtId: number | string, info: ValidatedGamerInfo): ValidatedGamerInfo[] {
  const history = read(storage, lvtId);
  const same = (p: ValidatedGamerInfo) => p.userId === info.userId && (p.zoneId ?? '') === (info.zoneId ?? '');
  const list = [info, ...history.validated_gamer_info.filter((p) => !same(p))].slice(0, MAX_VALIDATED_GAMER_INFOS);
  storage.setItem(historyKey(lvtId), JSON.stringify({ ...history, validated_gamer_info: list }));
  return list;
}

export function saveLastChannel(storage: KeyValueStorage, lvtId: number | string, pcId: number): void {
  const history = read(storage, lvtId);
  storage.setItem(historyKey(lvtId), JSON.stringify({ ...history, pcId }));
}

export function lastChannel(storage: KeyValueStorage, lvtId: number | string): number | undefined {
  return read(storage, lvtId).pcId;
}
