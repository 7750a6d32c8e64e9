import { csrfRefetchDelayMs } from './csrf';

describe('"CSRF token refetched every expiry-seconds"', () => {
  it.each<[unknown, number | undefined]>([
    [300, 300000],
    ['60', 60000],
    [0, undefined],
    [-5, undefined],
    ['', undefined],
    ['abc', undefined],
    [null, undefined],
    [Infinity, undefined],
  ])('csrfRefetchDelayMs(%p)', (expiry, expected) => {
    expect(csrfRefetchDelayMs(expiry)).toBe(expected);
  });
});
