import type { RemoteName } from './remoteNames';

/** The deferred parts the server rendered into the page being hydrated; undefined while no server page is hydrated. */
let rendered: ReadonlySet<string> | undefined;

/** Before hydrating a server page: the deferred slots' modules the server rendered (the others sent their loading state). */
export function hydratingServerParts(parts: ReadonlyArray<readonly [RemoteName, string]>): void {
  rendered = new Set(parts.map(([remote, module]) => `${remote}/${module}`));
}

/**
 * Whether the server rendered this deferred part into the page being hydrated: false when it sent the slot's loading
 * state instead (the remote failed there), undefined when the page is not a hydrated server page.
 */
export function serverRenderedPart(remote: RemoteName, module: string): boolean | undefined {
  return rendered?.has(`${remote}/${module}`);
}
