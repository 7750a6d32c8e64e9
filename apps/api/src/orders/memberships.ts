import { DAY_MS, SEASONAL_MEMBERSHIP_INTERVAL_DAYS } from '@store/shared/domain';
import type { Db } from '../db/database';
import type { SkuRow } from '../catalog/catalog';

/**
 * Membership codes (section 8, "membership once-only"): which rule answers which code is not shown in the spec
 * (docs/decisions/membership-limits.md). 1515, 5034 and 5152 share the message but no rule of this store answers them.
 */
export const MembershipCode = { SeasonalWithinInterval: 1503, StarPassOwned: 1512 } as const;

/**
 * A membership limit the player has reached, or null: a seasonal membership once per 93 days and a Star Pass once,
 * counted by the player of the game (user id and zone), from paid orders. `paidStatuses`: the orders that count.
 */
export function membershipRefusal(
  db: Db,
  sku: Pick<SkuRow, 'sku_id' | 'gvt_id' | 'membership'>,
  player: { userId: string; zoneId: string },
  paidStatuses: readonly number[],
  now = Date.now(),
): { code: number; message: string } | null {
  if (!sku.membership || player.userId === '') return null;
  const since = sku.membership === 'seasonal' ? new Date(now - SEASONAL_MEMBERSHIP_INTERVAL_DAYS * DAY_MS).toISOString() : '';
  const row = db
    .prepare(
      `SELECT MAX(COALESCE(paid_at, created_at)) AS last FROM orders WHERE gvt_id = ? AND sku_id = ? AND player_user_id = ? AND player_zone_id = ?
       AND status IN (${paidStatuses.join(', ')}) AND COALESCE(paid_at, created_at) >= ?`,
    )
    .get(sku.gvt_id, sku.sku_id, player.userId, player.zoneId, since) as { last: string | null };
  if (!row.last) return null;
  if (sku.membership === 'seasonal') {
    const again = new Date(Date.parse(row.last) + SEASONAL_MEMBERSHIP_INTERVAL_DAYS * DAY_MS).toISOString().slice(0, 10);
    return { code: MembershipCode.SeasonalWithinInterval, message: `A seasonal membership can be bought once every ${SEASONAL_MEMBERSHIP_INTERVAL_DAYS} days; this player can buy the next from ${again}.` };
  }
  return { code: MembershipCode.StarPassOwned, message: 'The Star Pass can be bought once per player; this player has it.' };
}
