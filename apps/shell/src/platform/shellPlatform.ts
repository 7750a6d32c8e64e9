import type { CookieJar, KeyValueStorage } from '@store/shared';

/** The browser services the shell was started with (injected, so tests pass fakes). */
export interface ShellPlatform {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly deviceId: string;
}
