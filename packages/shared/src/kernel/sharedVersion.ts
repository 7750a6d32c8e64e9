import sharedPackage from '../../package.json';

/** The version of this kernel (packages/shared/package.json): the one copy the page runs. */
export const SHARED_VERSION: string = sharedPackage.version;

/**
 * A remote was built against a @store/shared range the page's kernel does not satisfy (for example it
 * needs ^2.1.0 and the shell provides 2.0.0). Raised before any of the remote's modules render, so the
 * slot shows its "unavailable" fallback instead of crashing on a missing export. Recognise it by
 * `error.name === 'SharedVersionRefused'` (or instanceof: the class is the kernel's, one per page).
 */
export class SharedVersionRefused extends Error {
  override readonly name = 'SharedVersionRefused';

  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`SharedVersionRefused: ${remote} needs @store/shared ${required}; this page provides ${provided}`);
  }
}

type Version = readonly [number, number, number];

function parseVersion(text: string): Version | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` satisfies `range`: an exact version, ^x.y.z (same major; for 0.x same minor),
 * ~x.y.z (same minor) or >=x.y.z - the forms package.json dependencies in this repository use.
 * An unreadable range or version is not satisfied.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  const m = /^(\^|~|>=)?\s*(.+)$/.exec(range.trim());
  const min = m ? parseVersion(m[2] ?? '') : undefined;
  if (!v || !m || !min) return false;
  if (compare(v, min) < 0) return false;
  switch (m[1]) {
    case '^':
      return min[0] === 0 ? v[0] === 0 && v[1] === min[1] : v[0] === min[0];
    case '~':
      return v[0] === min[0] && v[1] === min[1];
    case '>=':
      return true;
    default:
      return compare(v, min) === 0;
  }
}

/**
 * The check a remote's contract load makes: throws SharedVersionRefused when the kernel on the page
 * (this module, the shell's copy) does not satisfy the range the remote was built against.
 */
export function assertSharedVersion(remote: string, required: string, provided: string = SHARED_VERSION): void {
  if (!satisfiesRange(provided, required)) throw new SharedVersionRefused(remote, required, provided);
}
