import { z } from '@store/shared';
import type { ThemeConfig } from '@store/shared';
import { REMOTE_NAMES, isRemoteName, storefrontEmbeds, type RemoteName } from './remoteNames';

/** The deploy-time manifest (/remotes.json): remote name -> that remote's mf-manifest.json URL. */
export const RemotesManifestSchema = z.record(z.string(), z.url());
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const DEV_OVERRIDE_QUERY_PREFIX = 'remote.';
export const DEV_OVERRIDE_STORAGE_PREFIX = 'store:remote:';

export function parseRemotesManifest(json: unknown): RemotesManifest {
  const parsed = RemotesManifestSchema.parse(json);
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (isRemoteName(name)) manifest[name] = url;
  }
  return manifest;
}

/** The part of the deploy's manifest a storefront embeds: the remotes it does not list are never registered, so never fetched. */
export function manifestForStorefront(manifest: RemotesManifest, storefront: Pick<ThemeConfig, 'remotes'>): RemotesManifest {
  const result: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const url = manifest[name];
    if (url && storefrontEmbeds(storefront, name)) result[name] = url;
  }
  return result;
}

export interface DevOverrideSources {
  search: string;
  storage: Pick<Storage, 'getItem'> | undefined;
  allowedOrigins: readonly string[];
  warn: (message: string) => void;
}

/**
 * Dev override: a developer points one remote at another manifest URL with
 * ?remote.<name>=<url> (or localStorage 'store:remote:<name>'), without rebuilding anything.
 * Only origins on the runtime configuration's allow-list are accepted; others are ignored with a warning.
 */
export function applyDevOverrides(manifest: RemotesManifest, sources: DevOverrideSources): RemotesManifest {
  const params = new URLSearchParams(sources.search);
  const result: RemotesManifest = { ...manifest };
  for (const name of REMOTE_NAMES) {
    const requested =
      params.get(`${DEV_OVERRIDE_QUERY_PREFIX}${name}`) ?? safeGet(sources.storage, `${DEV_OVERRIDE_STORAGE_PREFIX}${name}`);
    if (!requested) continue;
    let origin: string;
    try {
      const url = new URL(requested);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      origin = url.origin;
    } catch {
      sources.warn(`[store] dev override for "${name}" ignored: "${requested}" is not an http(s) URL`);
      continue;
    }
    if (!sources.allowedOrigins.includes(origin)) {
      sources.warn(`[store] dev override for "${name}" ignored: origin ${origin} is not on the allow-list`);
      continue;
    }
    result[name] = requested;
  }
  return result;
}

function safeGet(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
