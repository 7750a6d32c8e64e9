import { DAY_MS } from './constants';
import { canUseRewards, giftExpiryDate, isValidRewardPercentage, rewardExpiryDate, rewardExpiryLevel, sortRewardsForUse } from './rewards';
import { RewardSponsor } from './statuses';

const HOUR = DAY_MS / 24;

describe('rewards (sections 5, 6, 9)', () => {
  it('"Same-expiry use order: partner-sponsored, payment-method-sponsored, provider-sponsored"', () => {
    const rewards = [
      { id: 'provider', expiryDate: 100, sponsorType: RewardSponsor.Provider },
      { id: 'later', expiryDate: 200, sponsorType: RewardSponsor.Publisher },
      { id: 'channel', expiryDate: 100, sponsorType: RewardSponsor.PaymentChannel },
      { id: 'unknown', expiryDate: 100, sponsorType: 99 },
      { id: 'partner', expiryDate: 100, sponsorType: RewardSponsor.Publisher },
      { id: 'earliest', expiryDate: 50, sponsorType: RewardSponsor.Provider },
    ];
    expect(sortRewardsForUse(rewards).map((r) => r.id)).toEqual(['earliest', 'partner', 'channel', 'provider', 'unknown', 'later']);
  });

  it('"Rewards expire 45 days after receipt"; "Gift expiry two weeks"', () => {
    expect(rewardExpiryDate(0)).toBe(45 * DAY_MS);
    expect(giftExpiryDate(0)).toBe(14 * DAY_MS);
  });

  it.each<[number, string]>([
    [24 * HOUR, 'alert'],
    [1, 'alert'],
    [-1, 'alert'],
    [24 * HOUR + 1, 'warning'],
    [36 * HOUR, 'warning'],
    [36 * HOUR + 1, 'none'],
  ])('"expiry alert 24, warning 36" (hours): %p ms left -> %s', (left, level) => {
    expect(rewardExpiryLevel(1000 + left, 1000)).toBe(level);
  });

  it.each<[unknown, boolean]>([
    [2, true], [90, true], [1.9, false], [91, false], ['5', false],
  ])('"Reward percentage 2 to 90": %p', (p, ok) => {
    expect(isValidRewardPercentage(p)).toBe(ok);
  });

  it('"rewards unusable when the channel has a required minimum payment"', () => {
    expect(canUseRewards({ minimumPayment: 10 })).toBe(false);
    expect(canUseRewards({ minimumPayment: 0 })).toBe(true);
    expect(canUseRewards({ minimumPayment: null })).toBe(true);
    expect(canUseRewards({})).toBe(true);
  });
});
