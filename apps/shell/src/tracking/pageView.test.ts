import { trackPageView } from './pageView';

const ctx = { country: 'sg', language: 'en', deviceId: 'd1', now: 1 };

describe('trackPageView', () => {
  it('posts the page view to the tracking URL', () => {
    const send = jest.fn();
    const event = trackPageView({ pathname: '/en-sg/codacash', search: '' }, ctx, { trackingUrl: 'https://t.example/e', send });
    expect(event?.route).toBe('CodacashLandingPage');
    expect(send).toHaveBeenCalledWith('https://t.example/e', expect.stringContaining('"route":"CodacashLandingPage"'));
  });

  it.each([
    ['product detail', { pathname: '/en-sg/mobile-legends', search: '' }],
    ['a code query', { pathname: '/en-sg/', search: '?code=1' }],
    ['the legacy redirect', { pathname: '/sg/mobile-legends', search: '', legacyRedirect: true }],
  ])('skips %s', (_, location) => {
    const send = jest.fn();
    expect(trackPageView(location, ctx, { trackingUrl: 'https://t.example/e', send })).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a code route when replace_route is true, and nothing without a tracking URL', () => {
    const send = jest.fn();
    expect(trackPageView({ pathname: '/en-sg/', search: '?code=1&replace_route=true' }, ctx, { trackingUrl: 'u', send })).toBeDefined();
    expect(trackPageView({ pathname: '/en-sg/', search: '' }, ctx, { trackingUrl: undefined, send })).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
