import { readFileSync } from 'node:fs';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { EventPayload } from '@vsf/contract';
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
  article35: apiQueryKey('getPostByID', { postID: 35, visitor: 'loggedOut', answer: 'articleState' }),
  article36: apiQueryKey('getPostByID', { postID: 36, visitor: 'loggedOut', answer: 'articleState' }),
  poll35: apiQueryKey('loadPollByPostID', { postID: 35 }),
  poll36: apiQueryKey('loadPollByPostID', { postID: 36 }),
  player: apiQueryKey('getPlayer', { playerID: 4 }),
  voteM3: apiQueryKey('getMatchPlayerVote', { matchID: 'M3' }),
  playersOfTheMatch: apiQueryKey('getPlayersOfTheMatch', { season: 2026 }),
  contact: apiQueryKey('fetchContactInfo'),
  matchForm3: apiQueryKey('getMatchStatsForAdmin', { season: 2026, matchID: 'M3' }),
  matchForm4: apiQueryKey('getMatchStatsForAdmin', { season: 2026, matchID: 'M4' }),
  liveMatchM3: apiQueryKey('getLiveMatch', { matchID: 'M3' }),
  liveMatchM4: apiQueryKey('getLiveMatch', { matchID: 'M4' }),
  liveReviewM3: apiQueryKey('getLiveMatchReview', { matchID: 'M3' }),
  liveMatches: apiQueryKey('getLiveMatches'),
  notices: apiQueryKey('getNotices', { userID: 7 }),
  teamPointsM3: apiQueryKey('getTeamPoints', { userID: 5, season: 2026, round: 3, matchID: 'M3' }),
  teamPointsM2: apiQueryKey('getTeamPoints', { userID: 5, season: 2026, round: 2, matchID: 'M2' }),
  livePointsM3: apiQueryKey('getLivePoints', { matchID: 'M3' }),
  myLiveM3: apiQueryKey('getMyLivePoints', { userID: 5, matchID: 'M3' }),
  league7M3: apiQueryKey('getFantasyLeagueMembers', { season: 2026, leagueID: 7, matchID: 'M3' }),
  league8M3: apiQueryKey('getFantasyLeagueMembers', { season: 2026, leagueID: 8, matchID: 'M3' }),
  squadM3: apiQueryKey('getSquad', { matchID: 'M3' }),
  statusesM3: apiQueryKey('getPlayerStatuses', { matchID: 'M3' }),
  statusesM4: apiQueryKey('getPlayerStatuses', { matchID: 'M4' }),
  answersM3: apiQueryKey('getAvailability', { matchID: 'M3' }),
  myAnswers: apiQueryKey('getMyAvailability'),
  answersOverview: apiQueryKey('getAvailabilityOverview'),
};

/** Every fantasy read: what a confirmed result or new ranks make stale. */
const FANTASY = [
  'myTeam',
  'top7',
  'worldRanking',
  'teamPointsM3',
  'teamPointsM2',
  'livePointsM3',
  'myLiveM3',
  'league7M3',
  'league8M3',
];

// The statistics form changes a saved match, so the match centre's read is a season call too.
const SEASON = [
  'context',
  'fixtures',
  'tables',
  'stats',
  ...FANTASY,
  'liveMatchM3',
  'liveMatchM4',
  'voteM3',
  'playersOfTheMatch',
];

const cases: { [E in InvalidatingEvent]: { payload: EventPayload<E>; stale: string[] } } = {
  'fixtures:updated': { payload: { season: 2026 }, stale: [...SEASON, 'liveMatches'] },
  'season:changed': { payload: { season: 2027 }, stale: SEASON },
  deadline: {
    payload: { season: 2026, round: 4, matchID: 'M4', deadlineAt: null, serverNow: '2026-05-01T12:00:00Z' },
    stale: SEASON,
  },
  'rankings:updated': { payload: { season: 2026, round: 3, matchID: 'M3' }, stale: FANTASY },
  // A closed vote for Kampens spiller too: the match centre, the season's list, the player card.
  'stats:updated': { payload: { season: 2026 }, stale: ['tables', 'stats', 'voteM3', 'playersOfTheMatch', 'player'] },
  'table:updated': { payload: { season: 2026 }, stale: ['tables'] },
  'posts:updated': { payload: { postID: 35 }, stale: ['news', 'archive'] },
  'comment:new': {
    payload: { postID: 35, commentID: 1, userID: 2, username: 'a', content: 'Heia!', dateCreated: '2026-05-01' },
    stale: ['comments35', 'feed35', 'article35'],
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
  'squad:updated': {
    payload: { season: 2026, matchID: 'M3' },
    stale: ['squadM3', 'statusesM3', 'answersM3', 'myAnswers', 'answersOverview'],
  },
  'points:live': {
    payload: { season: 2026, round: 3, matchID: 'M3', live: true, players: [{ playerID: 4, points: 8 }] },
    stale: ['livePointsM3', 'teamPointsM3', 'worldRanking', 'league7M3', 'league8M3'],
  },
  'points:own': {
    payload: {
      userID: 5,
      season: 2026,
      round: 3,
      matchID: 'M3',
      live: true,
      roundPoints: 16,
      totalPoints: 300,
      worldRank: 4,
    },
    stale: ['myLiveM3', 'teamPointsM3'],
  },
  'league:table': {
    payload: { leagueID: 7, season: 2026, round: 3, matchID: 'M3', live: true, rows: [] },
    stale: ['league7M3'],
  },
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

describe('answers kept fresh by events', () => {
  /** Mounts a view of `key` (an observer), as a component's useQuery does, and gives its fetch count. */
  async function viewOf(client: QueryClient, key: ApiQueryKey, fetches: { count: number }) {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetches.count += 1;
        return { answer: fetches.count };
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    return unsubscribe;
  }

  it("the live ticker's answer is not asked again by the next view, only after an event", async () => {
    const client = createQueryClient();
    const fetches = { count: 0 };
    const key = OPEN.liveMatches!;
    await client.prefetchQuery({ queryKey: key, queryFn: () => ({ answer: (fetches.count += 1) }) });
    await viewOf(client, key, fetches);
    await viewOf(client, key, fetches);
    expect(fetches.count).toBe(1);
    await invalidateFor(client, 'fixtures:updated', { season: 2026 });
    await viewOf(client, key, fetches);
    expect(fetches.count).toBe(2);
  });

  it('other answers are asked again when a view mounts', async () => {
    const client = createQueryClient();
    const fetches = { count: 0 };
    await viewOf(client, OPEN.fixtures!, fetches);
    await viewOf(client, OPEN.fixtures!, fetches);
    expect(fetches.count).toBe(2);
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

describe('final points', () => {
  it('settle every fantasy read once the result is confirmed', async () => {
    for (const event of ['points:live', 'points:own'] as const) {
      const client = createQueryClient();
      for (const key of Object.values(OPEN)) client.setQueryData(key, { answer: true });
      await invalidateFor(client, event, { ...cases[event].payload, live: false } as never);
      const stale = Object.entries(OPEN).filter(([, key]) => client.getQueryState(key)?.isInvalidated);
      expect(stale.map(([name]) => name).sort()).toEqual([...FANTASY].sort());
    }
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
