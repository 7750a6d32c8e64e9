import { csrfRefetchDelayMs, csrfRefetchSchedule } from './csrf';

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

  it('schedule', () => {
    expect(csrfRefetchSchedule(1000, 60, 3)).toEqual([61000, 121000, 181000]);
    expect(csrfRefetchSchedule(1000, 0, 3)).toEqual([]);
    expect(csrfRefetchSchedule(1000, 60, -1)).toEqual([]);
  });
});
