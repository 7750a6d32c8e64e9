import { SWITCH_LIMIT, SWITCH_LIMIT_WINDOW_MS } from '@store/shared/domain';

/** The local settings of section 3 the limiter keeps: switchCount and lastSwitchDate (ms since the epoch). */
export interface SwitchState {
  readonly switchCount: number;
  readonly lastSwitchDate?: number | undefined;
}

export const NO_SWITCHES: SwitchState = { switchCount: 0 };

/** After a day since the last counted switch the counter starts again (section 4). */
function current(state: SwitchState, now: number): SwitchState {
  return state.lastSwitchDate !== undefined && now - state.lastSwitchDate >= SWITCH_LIMIT_WINDOW_MS ? NO_SWITCHES : state;
}

/** The limit is reached while under a day has passed since the 3rd switch (section 4, section 9: 3 per 1 day). */
export function isSwitchLimitReached(state: SwitchState, now: number): boolean {
  const s = current(state, now);
  return s.switchCount >= SWITCH_LIMIT && s.lastSwitchDate !== undefined;
}

/** A switch: the count goes up; at the 3rd, the last switch date is set. */
export function recordSwitch(state: SwitchState, now: number): SwitchState {
  const s = current(state, now);
  const switchCount = s.switchCount + 1;
  return switchCount >= SWITCH_LIMIT ? { switchCount, lastSwitchDate: now } : { switchCount };
}

/** Where the state is kept: the browser's local storage (section 3 "local settings"); nothing on the server. */
export interface SwitchStorage {
  read(): SwitchState;
  write(state: SwitchState): void;
}

const KEY = 'wallet.switchLimiter';

export function localSwitchStorage(): SwitchStorage {
  return {
    read: () => {
      try {
        const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
        const parsed = raw ? (JSON.parse(raw) as Partial<SwitchState>) : undefined;
        if (!parsed || typeof parsed.switchCount !== 'number') return NO_SWITCHES;
        return typeof parsed.lastSwitchDate === 'number' ? { switchCount: parsed.switchCount, lastSwitchDate: parsed.lastSwitchDate } : { switchCount: parsed.switchCount };
      } catch {
        return NO_SWITCHES;
      }
    },
    write: (state) => {
      try {
        if (typeof localStorage !== 'undefined') localStorage.setItem(KEY, JSON.stringify(state));
      } catch {
        /* storage full or blocked: the limit is a courtesy, the API has its own */
      }
    },
  };
}

export function memorySwitchStorage(initial: SwitchState = NO_SWITCHES): SwitchStorage & { state: SwitchState } {
  const box = { state: initial };
  return Object.assign(box, { read: () => box.state, write: (s: SwitchState) => void (box.state = s) });
}
