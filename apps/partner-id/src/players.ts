/**
 * The partner's seeded players (the partner's own accounts, not the store's). Every one signs in with the
 * password SEEDED_PASSWORD. Each stands for one case the store must handle (spec sections 4, 5 and 8).
 */
export interface PartnerPlayerRecord {
  readonly username: string;
  readonly id: string;
  /** Missing on purpose for the player whose account lacks a required field. */
  readonly name?: string;
  /** 0 banned, 1 not linked, 2 active (spec section 4: "Player status 0 banned, 1 not linked"). */
  readonly status: number;
  /** Lower case, as the spec's partner player has it. */
  readonly country: string;
  readonly accountRegion: string;
  readonly accountRegionCode?: string;
  /** What the sign-in page's list of test players says about this one. */
  readonly note: string;
}

export const SEEDED_PASSWORD = 'partner';

export const PARTNER_PLAYERS: readonly PartnerPlayerRecord[] = [
  { username: 'samira', id: 'EA-1001', name: 'Samira Khan', status: 2, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA', note: 'active, Singapore' },
  { username: 'rahul', id: 'EA-1002', name: 'Rahul Mehta', status: 2, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA', note: 'active, Singapore (second player)' },
  { username: 'banned', id: 'EA-2001', name: 'Bram Banned', status: 0, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA', note: 'banned (status 0)' },
  { username: 'unlinked', id: 'EA-2002', name: 'Una Unlinked', status: 1, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA', note: 'not linked (status 1)' },
  { username: 'budi', id: 'EA-3001', name: 'Budi Santoso', status: 2, country: 'id', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA', note: 'active, Indonesia' },
  { username: 'dhaka', id: 'EA-3002', name: 'Dina Rahman', status: 2, country: 'bd', accountRegion: 'South Asia', accountRegionCode: 'SA', note: 'Bangladesh (not supported yet)' },
  { username: 'noregion', id: 'EA-4001', name: 'Nora Region', status: 2, country: 'sg', accountRegion: 'Southeast Asia', note: 'account region code missing' },
];

export function playerByUsername(username: string): PartnerPlayerRecord | undefined {
  const key = username.trim().toLowerCase();
  return PARTNER_PLAYERS.find((p) => p.username === key);
}

export function playerById(id: string): PartnerPlayerRecord | undefined {
  return PARTNER_PLAYERS.find((p) => p.id === id);
}
