import { REMOTE_NAMES, type RemoteName, type ThemeConfig } from '@store/shared';

/** The five federated remotes the shell composes (the run-time configuration's list). */
export { REMOTE_NAMES, type RemoteName };

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Whether a storefront embeds a remote: one it does not list is never fetched and leaves no trace on its pages. */
export function storefrontEmbeds(storefront: Pick<ThemeConfig, 'remotes'>, remote: RemoteName): boolean {
  return storefront.remotes.includes(remote);
}

/**
 * The contract majors this shell understands, per remote. A remote declares its own major in its
 * src/exposes.ts; a remote whose major is not listed here is refused (its slot shows the fallback).
 */
export const SUPPORTED_CONTRACT_MAJORS: Record<RemoteName, readonly number[]> = {
  catalog: [1],
  checkout: [1],
  wallet: [1],
  account: [1],
  rewards: [1],
};
