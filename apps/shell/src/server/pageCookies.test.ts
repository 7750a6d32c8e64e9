import { pageCookieHeaderOf } from './pageCookies';

test("keeps the cookies pages read, in one order, and drops the rest (consent, analytics, campaigns)", () => {
  expect(
    pageCookieHeaderOf('_ga=GA1.2.3; cookiePreferences=%7B%22C0002%22%3A1%7D; signedIn=1; cookiePreferencesUpdated=1795766385924; shopCountry=sg'),
  ).toBe('shopCountry=sg; signedIn=1');
  expect(pageCookieHeaderOf('switchedLanguage=ar; shopCountry=ae')).toBe(pageCookieHeaderOf('shopCountry=ae; switchedLanguage=ar'));
});

test("a value is sent on as it was read (percent-decoded, then encoded again)", () => {
  const reward = encodeURIComponent(JSON.stringify({ amount: 1.5, currency: 'SGD' }));
  expect(pageCookieHeaderOf(`cashbackReward=${reward}`)).toBe(`cashbackReward=${reward}`);
});

test('no cookie, or none that pages read: no Cookie header', () => {
  expect(pageCookieHeaderOf(undefined)).toBeUndefined();
  expect(pageCookieHeaderOf('')).toBeUndefined();
  expect(pageCookieHeaderOf('_ga=1; impactClickId=abc')).toBeUndefined();
});

test("the age gate's answers are read by pages (an age-gated product page is drawn as answered)", () => {
  expect(pageCookieHeaderOf('_ga=1; ageGate=diablo-immortal%3Apassed')).toBe('ageGate=diablo-immortal%3Apassed');
});
