import { describe, expect, it } from 'vitest';
import { EVERYONE, busMessage, fanoutPayload, parseRoom, rooms } from './events';

describe('rooms', () => {
  it('names and parses the known rooms', () => {
    expect(parseRoom(EVERYONE)).toEqual({ kind: 'everyone' });
    expect(parseRoom(rooms.post(4))).toEqual({ kind: 'post', postID: 4 });
    expect(parseRoom(rooms.league(12))).toEqual({ kind: 'league', leagueID: 12 });
    expect(parseRoom(rooms.user(12))).toEqual({ kind: 'user', userID: 12 });
    expect(parseRoom(rooms.match('5DMA01779000000000'))).toEqual({ kind: 'match', matchID: '5DMA01779000000000' });
  });

  it('refuses anything else', () => {
    for (const room of [42, null, 'x'.repeat(81), 'lobby', 'post:0', 'user:abc', 'match:a b', 'post:']) {
      expect(parseRoom(room)).toBeNull();
    }
  });

  it('builds bus messages', () => {
    const payload = { season: 2026 };
    expect(busMessage('season:changed', payload, [EVERYONE])).toEqual({
      event: 'season:changed',
      payload,
      rooms: [EVERYONE],
    });
  });
});

describe('fanoutPayload', () => {
  it('gives each user the common payload with their own column values', async () => {
    const message = busMessage(
      'points:own',
      { userID: 0, season: 2026, round: 3, matchID: 'm1', live: true, roundPoints: 0, totalPoints: 0, worldRank: null },
      [],
    );
    message.fanout = {
      userIDs: [7, 9],
      columns: { roundPoints: [12, 4], totalPoints: [40, 30], worldRank: [1, null] },
    };
    expect(fanoutPayload(message, 1)).toEqual({
      userID: 9,
      season: 2026,
      round: 3,
      matchID: 'm1',
      live: true,
      roundPoints: 4,
      totalPoints: 30,
      worldRank: null,
    });
  });
});
