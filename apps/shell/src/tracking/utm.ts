import {
  DAY_MS,
  readJson,
  TRACKED_CAMPAIGN_PARAMS,
  UTM_MAX_RECORDS,
  UTM_RETENTION_DAYS,
  UTM_RETENTION_DAYS_PARTNER,
  type Clock,
  type KeyValueStorage,
} from '@store/shared/domain';

export type TrackedCampaignParam = (typeof TRACKED_CAMPAIGN_PARAMS)[number];

/** Tracked params plus utm_timestamp (ms) and utm_id (section 3). */
export type UtmRecord = Partial<Record<Exclude<TrackedCampaignParam, 'utm_timestamp'>, string>> & { readonly utm_timestamp: number };

export const UTM_STORAGE_KEY = 'utmRecords';

const STRING_PARAMS = TRACKED_CAMPAIGN_PARAMS.filter((p) => p !== 'utm_timestamp');

/** Records from storage: anything that is not an object with a numeric utm_timestamp is discarded. */
export function parseUtmRecords(raw: unknown): UtmRecord[] {
  if (!Array.isArray(raw)) return [];
  const records: UtmRecord[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const source = item as Record<string, unknown>;
    const timestamp = source['utm_timestamp'];
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) continue;
    const record: Record<string, string | number> = { utm_timestamp: timestamp };
    for (const key of STRING_PARAMS) {
      const value = source[key];
      if (typeof value === 'string') record[key] = value;
    }
    records.push(record as UtmRecord);
  }
  return records;
}

export function utmRetentionDays(partnerVariant: boolean): number {
  return partnerVariant ? UTM_RETENTION_DAYS_PARTNER : UTM_RETENTION_DAYS;
}

/** Drops records older than the retention (30 days, 7 for the partner variant) and keeps the first 35. */
export function pruneUtmRecords(records: readonly UtmRecord[], now: number, partnerVariant = false): UtmRecord[] {
  const oldest = now - utmRetentionDays(partnerVariant) * DAY_MS;
  return records.filter((r) => r.utm_timestamp >= oldest).slice(0, UTM_MAX_RECORDS);
}

/** The tracked campaign params of a query string, or undefined when it has none. */
export function utmRecordFromSearch(search: string, now: number): UtmRecord | undefined {
  const query = new URLSearchParams(search);
  const record: Record<string, string | number> = {};
  for (const key of STRING_PARAMS) {
    const value = query.get(key);
    if (value !== null && value !== '') record[key] = value;
  }
  if (Object.keys(record).length === 0) return undefined;
  record['utm_timestamp'] = now;
  return record as UtmRecord;
}

/** Stores the campaign params of a landing URL, pruning the list; returns the stored list. */
export function recordUtmVisit(
  storage: KeyValueStorage,
  search: string,
  clock: Clock,
  partnerVariant = false,
  key = UTM_STORAGE_KEY,
): UtmRecord[] {
  const now = clock();
  const records = pruneUtmRecords(parseUtmRecords(readJson(storage, key)), now, partnerVariant);
  const visit = utmRecordFromSearch(search, now);
  const next = visit ? pruneUtmRecords([...records, visit], now, partnerVariant) : records;
  storage.setItem(key, JSON.stringify(next));
  return next;
}
