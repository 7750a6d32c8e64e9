import type { CookieJar } from '@store/shared';
import type { KeyValueStorage } from '@store/shared/domain';

/** The browser services the shell was started with (injected, so tests pass fakes). */
export interface ShellPlatform {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly deviceId: string;
}
