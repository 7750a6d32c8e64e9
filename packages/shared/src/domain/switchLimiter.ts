import { SWITCH_LIMIT, SWITCH_LIMIT_WINDOW_MS } from './constants';
import type { Clock, KeyValueStorage } from './storage';

/** Local settings keys (section 3); a prefix separates the wallet switch from the account-deletion switch. */
export const SWITCH_COUNT_KEY = 'switchCount';
export const LAST_SWITCH_DATE_KEY = 'lastSwitchDate';

export interface SwitchLimiterState {
  readonly switchCount: number;
  /** Set when the count reaches the limit. */
  readonly lastSwitchDate: number | null;
}

export interface SwitchLimiter {
  state(): SwitchLimiterState;
  /** True while the limit has been reached and under 1 day has passed since the last switch date. */
  isLimitReached(): boolean;
  /** Counts one switch; returns the new state. */
  recordSwitch(): SwitchLimiterState;
  reset(): void;
}

/**
 * Wallet switch limiter (section 4): the count increments per switch; at 3 the last switch date is set;
 * the limit is reached while under 1 day has passed since; after 1 day the counter resets.
 */
export function createSwitchLimiter(storage: KeyValueStorage, clock: Clock, keyPrefix = ''): SwitchLimiter {
  const countKey = `${keyPrefix}${SWITCH_COUNT_KEY}`;
  const dateKey = `${keyPrefix}${LAST_SWITCH_DATE_KEY}`;

  const read = (): SwitchLimiterState => {
    const count = Number(storage.getItem(countKey));
    const date = Number(storage.getItem(dateKey));
    return {
      switchCount: Number.isInteger(count) && count > 0 ? count : 0,
      lastSwitchDate: storage.getItem(dateKey) !== null && Number.isFinite(date) ? date : null,
    };
  };
  const reset = () => {
    storage.removeItem(countKey);
    storage.removeItem(dateKey);
  };
  const expireIfDue = (): SwitchLimiterState => {
    const s = read();
    if (s.lastSwitchDate !== null && clock() - s.lastSwitchDate >= SWITCH_LIMIT_WINDOW_MS) {
      reset();
      return read();
    }
    return s;
  };

  return {
    state: expireIfDue,
    isLimitReached() {
      const s = expireIfDue();
      return s.switchCount >= SWITCH_LIMIT && s.lastSwitchDate !== null;
    },
    recordSwitch() {
      const s = expireIfDue();
      const switchCount = s.switchCount + 1;
      storage.setItem(countKey, String(switchCount));
      if (switchCount === SWITCH_LIMIT) storage.setItem(dateKey, String(clock()));
      return read();
    },
    reset,
  };
}
