import type { RouteName } from '@store/shared/domain';
import { headerChrome, shouldSkipPageView } from './chromeRules';

describe('page view and header chrome (section 2)', () => {
  it.each<[string, RouteName | 'NotFound' | 'LegacyRedirect', string, boolean]>([
    ['"skipped on product detail"', 'ProductDetail', '', true],
    ['"the legacy redirect"', 'LegacyRedirect', '', true],
    ['"routes with a code query parameter"', 'SignIn', '?code=abc', true],
    ['"(unless replace_route is true)"', 'SignIn', '?code=abc&replace_route=true', false],
    ['an ordinary page', 'Homepage', '?utm_source=x', false],
    ['not found', 'NotFound', '', false],
  ])('%s', (_q, route, search, skipped) => {
    expect(shouldSkipPageView(route, search)).toBe(skipped);
  });

  it('"Search is hidden on International. The sign-up button is hidden on SignUp. On ProductDetail the header is hidden when the utm_campaign query is mandiri."', () => {
    expect(headerChrome('International', '')).toEqual({ showHeader: true, showSearch: false, showSignUpButton: true });
    expect(headerChrome('SignUp', '')).toEqual({ showHeader: true, showSearch: true, showSignUpButton: false });
    expect(headerChrome('ProductDetail', '?utm_campaign=mandiri').showHeader).toBe(false);
    expect(headerChrome('Homepage', '?utm_campaign=mandiri').showHeader).toBe(true);
  });
});
