import { DAY_MS } from './constants';
import { createMemoryStorage } from './storage';
import { createSwitchLimiter } from './switchLimiter';

const setup = (start = 1_700_000_000_000) => {
  let now = start;
  const storage = createMemoryStorage();
  const limiter = createSwitchLimiter(storage, () => now);
  return { storage, limiter, advance: (ms: number) => (now += ms), now: () => now };
};

describe('wallet switch limiter (section 4)', () => {
  it('"count increments per switch; at 3 the last switch date is set"', () => {
    const { limiter, now } = setup();
    expect(limiter.recordSwitch()).toEqual({ switchCount: 1, lastSwitchDate: null });
    expect(limiter.recordSwitch()).toEqual({ switchCount: 2, lastSwitchDate: null });
    expect(limiter.isLimitReached()).toBe(false);
    expect(limiter.recordSwitch()).toEqual({ switchCount: 3, lastSwitchDate: now() });
  });

  it('"limit reached while under 1 day since; after 1 day the counter resets"', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i += 1) limiter.recordSwitch();
    expect(limiter.isLimitReached()).toBe(true);
    advance(DAY_MS - 1);
    expect(limiter.isLimitReached()).toBe(true);
    advance(1);
    expect(limiter.isLimitReached()).toBe(false);
    expect(limiter.state()).toEqual({ switchCount: 0, lastSwitchDate: null });
    expect(limiter.recordSwitch().switchCount).toBe(1);
  });

  it('stores the local settings switchCount and lastSwitchDate; garbage reads as zero', () => {
    const { storage, limiter } = setup();
    limiter.recordSwitch();
    expect(storage.getItem('switchCount')).toBe('1');
    storage.setItem('switchCount', 'abc');
    storage.setItem('lastSwitchDate', 'x');
    expect(limiter.state()).toEqual({ switchCount: 0, lastSwitchDate: null });
    limiter.reset();
    expect(storage.size).toBe(0);
  });

  it('a prefix keeps the account-deletion switch apart', () => {
    const storage = createMemoryStorage();
    const a = createSwitchLimiter(storage, () => 0, 'deletion.');
    a.recordSwitch();
    expect(storage.getItem('deletion.switchCount')).toBe('1');
    expect(storage.getItem('switchCount')).toBeNull();
  });
});
