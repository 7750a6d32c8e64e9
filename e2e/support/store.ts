import type { Page } from '@playwright/test';

export interface ShareEntry {
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Reads the Module Federation share registry of the page: package -> version -> provider. */
export async function shareRegistry(page: Page): Promise<Record<string, Record<string, ShareEntry>>> {
  return page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, { default?: Record<string, Record<string, Info>> }> } }).__FEDERATION__;
    const scopes = federation?.__SHARE__ ?? {};
    const merged: Record<string, Record<string, ShareEntry>> = {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          const slot = (merged[pkg] ??= {});
          const prev = slot[version];
          slot[version] = {
            from: info.from,
            loaded: Boolean(info.loaded) || Boolean(prev?.loaded),
            useIn: Array.from(new Set([...(prev?.useIn ?? []), ...(info.useIn ?? [])])),
          };
        }
      }
    }
    return merged;
  });
}

export function overrideQuery(remote: string, manifestUrl: string): string {
  return `remote.${remote}=${encodeURIComponent(manifestUrl)}`;
}
