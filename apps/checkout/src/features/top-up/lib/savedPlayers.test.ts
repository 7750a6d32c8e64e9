import { createMemoryStorage } from '@store/shared/domain';
import { lastChannel, saveLastChannel, savePlayer, savedPlayers } from './savedPlayers';

describe('saved player IDs', () => {
  it('keeps at most 5 validated gamer infos per variant, most recent first, without duplicates', () => {
    const storage = createMemoryStorage();
    for (let i = 1; i <= 7; i++) savePlayer(storage, 11, { userId: String(i), nickname: `P${i}` });
    savePlayer(storage, 11, { userId: '5', nickname: 'P5' });
    expect(savedPlayers(storage, 11).map((p) => p.userId)).toEqual(['5', '7', '6', '4', '3']);
    expect(savedPlayers(storage, 12)).toEqual([]);
  });

  it('remembers the last channel beside the players', () => {
    const storage = createMemoryStorage();
    savePlayer(storage, 3, { userId: '1', nickname: 'A' });
    saveLastChannel(storage, 3, 11);
    expect(lastChannel(storage, 3)).toBe(11);
    expect(savedPlayers(storage, 3)).toHaveLength(1);
  });

  it('ignores a corrupt record', () => {
    const storage = createMemoryStorage({ 'purchaseHistory:1': '{"validated_gamer_info":5}' });
    expect(savedPlayers(storage, 1)).toEqual([]);
  });
});
