// The server's side of run-time composition (issue 11): the federation runtime in Node, fed by the same
// /remotes.json the browser reads. Each remote publishes a server bundle beside its browser build
// (dist/server/remoteEntry.js, scripts/webpack.app.cjs serverRemoteConfig); the runtime fetches it over HTTP and
// evaluates it, as a browser does with the browser entry. No remote URL is compiled into the server.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as Mobx from 'mobx';
import * as MobxReactLite from 'mobx-react-lite';
import * as I18next from 'i18next';
import * as Schema from '@store/shared/schema';
import * as ReactQuery from '@tanstack/react-query';
import * as Kernel from '@store/shared';
import { init } from '@module-federation/enhanced/runtime';
import kernelPackage from '@store/shared/package.json';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';
import { updateRemoteManifest } from '../federation/remoteLoader';
import type { RemotesManifest } from '../federation/remoteManifest';

/** How long a remote's server entry is trusted before the server asks again whether it changed (a redeploy). */
export const REMOTE_REVALIDATE_MS = 2_000;
/** How long the check of a server entry may take. */
const CHECK_TIMEOUT_MS = 1_500;

/** The server entry published beside a remote's browser manifest: <origin>/<dir>/server/remoteEntry.js. */
export function serverEntryOf(browserManifestUrl: string): string {
  return new URL('server/remoteEntry.js', browserManifestUrl).toString();
}

interface SharedModule {
  readonly version: string;
  readonly lib: () => unknown;
}

/** The shared singletons the remotes' server bundles consume (they bundle none: see serverRemoteConfig). */
function sharedModules(versionOf: (pkg: string) => string): Record<string, SharedModule> {
  const of = (pkg: string, lib: unknown): SharedModule => ({ version: versionOf(pkg), lib: () => lib });
  return {
    react: of('react', React),
    'react/jsx-runtime': of('react', ReactJsxRuntime),
    'react-dom': of('react-dom', ReactDom),
    'react-router': of('react-router', ReactRouter),
    mobx: of('mobx', Mobx),
    'mobx-react-lite': of('mobx-react-lite', MobxReactLite),
    i18next: of('i18next', I18next),
    '@tanstack/react-query': of('@tanstack/react-query', ReactQuery),
    '@store/shared': { version: kernelPackage.version, lib: () => Kernel },
    '@store/shared/schema': { version: kernelPackage.version, lib: () => Schema },
  };
}

export interface ServerFederation {
  /**
   * The remotes of the deploy's current /remotes.json, each checked for a redeploy at most every
   * REMOTE_REVALIDATE_MS: a changed server entry (its ETag) is registered again, and the next render loads it.
   */
  refresh(manifest: RemotesManifest): Promise<void>;
  /** The remotes whose server entry answered at the last check (the others render in the browser). */
  readonly available: ReadonlySet<RemoteName>;
}

export interface ServerFederationOptions {
  fetch?: typeof fetch;
  now?: () => number;
  versionOf: (pkg: string) => string;
}

let initialised = false;

/** One per server process: the federation runtime is a process-wide singleton. */
export function createServerFederation(options: ServerFederationOptions): ServerFederation {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  if (!initialised) {
    const shared = sharedModules(options.versionOf);
    init({
      name: 'shell',
      remotes: [],
      shared: Object.fromEntries(
        Object.entries(shared).map(([name, module]) => [
          name,
          { version: module.version, lib: module.lib, shareConfig: { singleton: true, requiredVersion: `^${module.version}` } },
        ]),
      ),
    });
    initialised = true;
  }
  /** Per remote: the server entry URL last registered, its version tag and when it was checked. */
  const known = new Map<RemoteName, { base: string; tag: string; checkedAt: number }>();
  const available = new Set<RemoteName>();
  /** Per remote: the entry registered with the runtime (its version in the query, so a redeploy is a new URL). */
  const versioned = new Map<RemoteName, string>();
  let pending: Promise<void> | undefined;

  async function check(name: RemoteName, base: string): Promise<void> {
    const previous = known.get(name);
    if (previous && previous.base === base && now() - previous.checkedAt < REMOTE_REVALIDATE_MS) return;
    let tag: string | undefined;
    try {
      const headers: Record<string, string> = previous?.base === base ? { 'if-none-match': previous.tag } : {};
      const response = await fetchFn(base, { method: 'HEAD', headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (response.status === 304 && previous) tag = previous.tag;
      else if (response.ok) tag = response.headers.get('etag') ?? response.headers.get('last-modified') ?? String(now());
    } catch {
      // No answer (a slow or unreachable network, not an answer that the entry is gone): the version already
      // loaded keeps rendering until the next check; a remote never loaded renders in the browser.
      tag = previous?.base === base ? previous.tag : undefined;
    }
    if (tag === undefined) {
      available.delete(name);
      known.delete(name);
      return;
    }
    available.add(name);
    if (previous && previous.base === base && previous.tag === tag) {
      known.set(name, { ...previous, checkedAt: now() });
      return;
    }
    known.set(name, { base, tag, checkedAt: now() });
    // New, or redeployed: a new entry URL, so the runtime loads the new container on the next render.
    versioned.set(name, `${base}?v=${encodeURIComponent(tag.replace(/"/g, ''))}`);
  }


  async function refreshNow(manifest: RemotesManifest): Promise<void> {
    await Promise.all(REMOTE_NAMES.map(async (name) => {
      const url = manifest[name];
      if (!url) {
        available.delete(name);
        versioned.delete(name);
        return;
      }
      await check(name, serverEntryOf(url));
    }));
    updateRemoteManifest(Object.fromEntries([...versioned].filter(([name]) => available.has(name))));
  }

  return {
    available,
    refresh(manifest) {
      // Concurrent requests share one check.
      pending ??= refreshNow(manifest).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
