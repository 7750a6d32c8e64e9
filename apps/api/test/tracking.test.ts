import { http, useApi } from './helpers';

// Issue 9: page views (apps/shell/src/tracking/pageView.ts) are stored by POST /shop/tracking.
const api = useApi();

const VIEW = { event: 'page_view', route: 'Product', path: '/en-sg/football-legends', country: 'sg', language: 'en', deviceId: 'dev-123', timestamp: 1_763_900_000_000 };

describe('POST /shop/tracking', () => {
  it('stores a page view as the shell sends it and answers 204', async () => {
    const res = await http(api.base, 'POST', '/shop/tracking', VIEW);
    expect(res.status).toBe(204);
    const row = api.server.db.prepare('SELECT event, payload FROM tracking_events ORDER BY id DESC LIMIT 1').get() as { event: string; payload: string };
    expect(row.event).toBe('page_view');
    expect(JSON.parse(row.payload)).toEqual(VIEW);
  });

  it('refuses anything else with a 400 and stores nothing', async () => {
    const before = (api.server.db.prepare('SELECT COUNT(*) AS n FROM tracking_events').get() as { n: number }).n;
    for (const body of [{ ...VIEW, event: 'click' }, { ...VIEW, extra: 1 }, { ...VIEW, path: 'no-slash' }, { ...VIEW, timestamp: 'now' }, {}]) {
      expect((await http(api.base, 'POST', '/shop/tracking', body)).status).toBe(400);
    }
    expect((api.server.db.prepare('SELECT COUNT(*) AS n FROM tracking_events').get() as { n: number }).n).toBe(before);
  });
});
