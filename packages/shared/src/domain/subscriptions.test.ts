import { SUBSCRIPTION_RECURRENCE_DAYS, SUBSCRIPTION_SAVING_MAX_PERCENT } from './constants';
import { SubscriptionStatus } from './statuses';
import { RECURRENCE_SAVING_PERCENT, isRecurrenceDays, isSubscriptionLinking, isSubscriptionRunning, recurrencePriceMinor } from './subscriptions';

describe('subscription recurrences', () => {
  it('offers weekly, monthly, quarterly and yearly, none saving more than 25%', () => {
    expect(SUBSCRIPTION_RECURRENCE_DAYS).toEqual([7, 30, 90, 365]);
    for (const days of SUBSCRIPTION_RECURRENCE_DAYS) expect(RECURRENCE_SAVING_PERCENT[days]).toBeLessThanOrEqual(SUBSCRIPTION_SAVING_MAX_PERCENT);
    expect(RECURRENCE_SAVING_PERCENT[365]).toBe(25);
  });

  it('prices a period from the day rate less its saving, rounded down to a minor unit', () => {
    // S$4.99 every 30 days.
    expect(recurrencePriceMinor(499, 30, 30)).toBe(499);
    expect(recurrencePriceMinor(499, 30, 7)).toBe(116); // 116.43
    expect(recurrencePriceMinor(499, 30, 90)).toBe(1347); // 1497 less 10%
    expect(recurrencePriceMinor(499, 30, 365)).toBe(4553); // 6071.17 less 25%
    // A currency without decimals: Rp 75,000 every 30 days.
    expect(recurrencePriceMinor(75_000, 30, 365)).toBe(684_375);
  });

  it('knows the recurrences it offers', () => {
    expect(isRecurrenceDays(30)).toBe(true);
    expect(isRecurrenceDays(31)).toBe(false);
  });

  it('tells a subscription being linked from one running or over', () => {
    expect(isSubscriptionLinking(SubscriptionStatus.Initializing)).toBe(true);
    expect(isSubscriptionLinking(SubscriptionStatus.Active)).toBe(false);
    expect(isSubscriptionRunning(SubscriptionStatus.Active)).toBe(true);
    expect(isSubscriptionRunning(SubscriptionStatus.Authorized)).toBe(true);
    expect(isSubscriptionRunning(SubscriptionStatus.Cancelled)).toBe(false);
    expect(isSubscriptionRunning(SubscriptionStatus.FailedToAuthorize)).toBe(false);
  });
});
