import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '@vsf/engine';
import { createQueryClient } from '../queryClient';
import { apiQueryKey, type ApiQueryKey } from '../useApiQuery';
import { invalidateFor, type InvalidatingEvent } from './invalidation';

/** One open query of each kind a view keeps, by a short name. */
const OPEN: Record<string, ApiQueryKey> = {
  context: apiQueryKey('getYearRoundMatchDateID'),
  fixtures: apiQueryKey('getSeasonFixtures', { season: 2026 }),
  tables: apiQueryKey('getTables'),
  stats: apiQueryKey('getPlayersWithRequestedStats', { season: 2026, includeByDate: false }),
  myTeam: apiQueryKey('loadFantasyTeam', { season: 2026, round: 3, matchID: 'M3' }),
  top7: apiQueryKey('getTop7FantasyTeamsThisRound', { season: 2026, round: 3, matchID: 'M3' }),
  worldRanking: apiQueryKey('getFantasyWorldLeagueMembers', { season: 2026, matchID: 'M3' }),
  news: apiQueryKey('loadPosts', { numberOfPosts: 7, visitor: 'loggedOut' }),
  archive: apiQueryKey('searchPosts', { season: 2026, searchString: '' }),
  comments35: apiQueryKey('load50Comments', { postID: 35 }),
  feed35: apiQueryKey('loadFeedComments', { postID: 35, includeBot: true }),
  comments36: apiQueryKey('load50Comments', { postID: 36 }),
  poll35: apiQueryKey('loadPollByPostID', { postID: 35 }),
  poll36: apiQueryKey('loadPollByPostID', { postID: 36 }),
  player: apiQueryKey('getPlayer', { playerID: 4 }),
  contact: apiQueryKey('fetchContactInfo'),
  matchForm3: apiQueryKey('getMatchStatsForAdmin', { season: 2026, matchID: 'M3' }),
  matchForm4: apiQueryKey('getMatchStatsForAdmin', { season: 2026, matchID: 'M4' }),
  liveMatchM3: apiQueryKey('getLiveMatch', { matchID: 'M3' }),
  liveMatchM4: apiQueryKey('getLiveMatch', { matchID: 'M4' }),
  liveReviewM3: apiQueryKey('getLiveMatchReview', { matchID: 'M3' }),
  liveMatches: apiQueryKey('getLiveMatches'),
  notices: apiQueryKey('getNotices', { userID: 7 }),
};

// The statistics form changes a saved match, so the match centre's read is a season call too.
const SEASON = [
  'context',
  'fixtures',
  'tables',
  'stats',
  'myTeam',
  'top7',
  'worldRanking',
  'liveMatchM3',
  'liveMatchM4',
];

const cases: { [E in InvalidatingEvent]: { payload: EventPayload<E>; stale: string[] } } = {
  'fixtures:updated': { payload: { season: 2026 }, stale: SEASON },
  'season:changed': { payload: { season: 2027 }, stale: SEASON },
  deadline: {
    payload: { season: 2026, round: 4, matchID: 'M4', deadlineAt: null, serverNow: '2026-05-01T12:00:00Z' },
    stale: SEASON,
  },
  'rankings:updated': { payload: { season: 2026, round: 3, matchID: 'M3' }, stale: ['myTeam', 'top7', 'worldRanking'] },
  'stats:updated': { payload: { season: 2026 }, stale: ['tables', 'stats'] },
  'posts:updated': { payload: { postID: 35 }, stale: ['news', 'archive'] },
  'comment:new': {
    payload: { postID: 35, commentID: 1, userID: 2, username: 'a', content: 'Heia!', dateCreated: '2026-05-01' },
    stale: ['comments35', 'feed35'],
  },
  'poll:updated': { payload: { postID: 35, pollID: 9 }, stale: ['poll35'] },
  'match:live': {
    payload: {
      season: 2026,
      round: 3,
      matchID: 'M3',
      homeTeamScore: 1,
      awayTeamScore: 0,
      kind: 'goal',
      text: 'Mål!',
      phase: 'firstHalf',
      eventID: 7,
    },
    stale: ['liveMatchM3', 'liveReviewM3', 'liveMatches'],
  },
  'notice:new': { payload: { userID: 7, noticeID: 3, unread: 2 }, stale: ['notices'] },
};

describe('the event → invalidation table', () => {
  it.each(Object.keys(cases) as InvalidatingEvent[])('%s makes exactly the queries it names stale', async (event) => {
    const client = createQueryClient();
    for (const key of Object.values(OPEN)) client.setQueryData(key, { answer: true });
    await invalidateFor(client, event, cases[event].payload as never);
    const stale = Object.entries(OPEN)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale.sort()).toEqual([...cases[event].stale].sort());
  });
});

describe('a saved match', () => {
  it('also makes the statistics form open on it stale, and no other match', async () => {
    const client = createQueryClient();
    for (const key of Object.values(OPEN)) client.setQueryData(key, { answer: true });
    await invalidateFor(client, 'fixtures:updated', { season: 2026, matchID: 'M3', savedBy: 'admin' });
    expect(client.getQueryState(OPEN.matchForm3!)?.isInvalidated).toBe(true);
    expect(client.getQueryState(OPEN.matchForm4!)?.isInvalidated).toBe(false);
  });
});

describe('the socket module', () => {
  it('knows event names and query keys, and imports no feature', () => {
    // Read from the repository root, where vitest runs (jsdom gives this module no file URL).
    const source = readFileSync('web/src/api/live/socket.ts', 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map(([, path]) => path);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => path?.includes('features/'))).toEqual([]);
  });
});
