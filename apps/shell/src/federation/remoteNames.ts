/** The five federated remotes the shell composes. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'wallet', 'account', 'rewards'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
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
