import { isSwitchLimitReached, NO_SWITCHES, recordSwitch } from './switchLimiter';

const DAY = 24 * 60 * 60 * 1000;

describe('wallet switch limiter (section 4: 3 switches per 1 day)', () => {
  test('the count goes up per switch; at 3 the last switch date is set and the limit is reached', () => {
    let s = NO_SWITCHES;
    s = recordSwitch(s, 1000);
    s = recordSwitch(s, 2000);
    expect(s).toEqual({ switchCount: 2 });
    expect(isSwitchLimitReached(s, 2000)).toBe(false);
    s = recordSwitch(s, 3000);
    expect(s).toEqual({ switchCount: 3, lastSwitchDate: 3000 });
    expect(isSwitchLimitReached(s, 3000 + DAY - 1)).toBe(true);
  });

  test('after a day the counter resets', () => {
    const s = { switchCount: 3, lastSwitchDate: 0 };
    expect(isSwitchLimitReached(s, DAY)).toBe(false);
    expect(recordSwitch(s, DAY)).toEqual({ switchCount: 1 });
  });
});
