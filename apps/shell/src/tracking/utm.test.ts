import { createMemoryStorage, DAY_MS, UTM_MAX_RECORDS } from '@store/shared/domain';
import { UTM_STORAGE_KEY, parseUtmRecords, pruneUtmRecords, recordUtmVisit, utmRecordFromSearch, utmRetentionDays, type UtmRecord } from './utm';

const NOW = 1_700_000_000_000;

describe('UTM records', () => {
  it('"records lacking a numeric timestamp are discarded"', () => {
    expect(
      parseUtmRecords([
        { utm_source: 'a', utm_timestamp: 1 },
        { utm_source: 'b', utm_timestamp: '2' },
        { utm_source: 'c' },
        { utm_source: 'd', utm_timestamp: NaN },
        null,
        'x',
        { utm_medium: 5, utm_campaign: 'c', other: 'x', utm_timestamp: 3 },
      ]),
    ).toEqual([{ utm_source: 'a', utm_timestamp: 1 }, { utm_campaign: 'c', utm_timestamp: 3 }]);
    expect(parseUtmRecords('nope')).toEqual([]);
  });

  it('"Only the first 35 UTM records are kept"', () => {
    const records: UtmRecord[] = Array.from({ length: 40 }, (_, i) => ({ utm_id: String(i), utm_timestamp: NOW }));
    const kept = pruneUtmRecords(records, NOW);
    expect(kept).toHaveLength(UTM_MAX_RECORDS);
    expect(kept[0]?.utm_id).toBe('0');
    expect(kept.at(-1)?.utm_id).toBe('34');
  });

  it.each([
    ['"retained 30 days"', false, 30],
    ['"(7 for partner variant)"', true, 7],
  ])('%s', (_q, partner, days) => {
    expect(utmRetentionDays(partner)).toBe(days);
    const edge = { utm_timestamp: NOW - days * DAY_MS };
    const old = { utm_timestamp: NOW - days * DAY_MS - 1 };
    expect(pruneUtmRecords([edge, old], NOW, partner)).toEqual([edge]);
  });

  it('"Tracked campaign params" from a query string', () => {
    expect(utmRecordFromSearch('?utm_source=g&utm_medium=cpc&utm_source_platform=x&foo=1&utm_term=', NOW)).toEqual({
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_source_platform: 'x',
      utm_timestamp: NOW,
    });
    expect(utmRecordFromSearch('?foo=1', NOW)).toBeUndefined();
  });

  it('recordUtmVisit appends, prunes and stores', () => {
    const storage = createMemoryStorage({
      [UTM_STORAGE_KEY]: JSON.stringify([{ utm_source: 'old', utm_timestamp: NOW - 31 * DAY_MS }, { utm_source: 'kept', utm_timestamp: NOW - DAY_MS }]),
    });
    const list = recordUtmVisit(storage, '?utm_campaign=spring', () => NOW);
    expect(list.map((r) => r.utm_source ?? r.utm_campaign)).toEqual(['kept', 'spring']);
    expect(JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? '')).toEqual(list);
    expect(recordUtmVisit(storage, '', () => NOW)).toHaveLength(2);
  });

  it('recordUtmVisit survives corrupt storage', () => {
    const storage = createMemoryStorage({ [UTM_STORAGE_KEY]: '{not json' });
    expect(recordUtmVisit(storage, '?utm_source=a', () => NOW, true)).toHaveLength(1);
  });
});
