/** Ports of the store's apps (scripts/apps.mjs may list more, e.g. helper services). */
export type StorePorts = { shell: number; catalog: number; checkout: number; wallet: number; account: number; rewards: number; api: number; provider: number; partner: number } & Record<string, number>;

export const REMOTES: string[];
export const DEFAULT_PORTS: StorePorts;
export function portsFrom(shellPort: number): StorePorts;
export function portEnv(ports: Record<string, number>): Record<string, string>;
export function portOf(app: string, env?: Record<string, string | undefined>): number;
