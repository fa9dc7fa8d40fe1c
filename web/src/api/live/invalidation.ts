import type { QueryClient } from '@tanstack/react-query';
import type { CallName, EventPayload } from '@vsf/contract';
import type { ApiQueryKey } from '../useApiQuery';

/**
 * What a live event makes stale, by call name (DESIGN §4: small invalidation events, clients
 * refetch). A key names a call, and optionally part of its input: `['load50Comments',
 * { postID: 35 }]` is every comments query of post 35, whatever else its input holds. Open
 * views refetch the queries named; closed ones refetch when they open again.
 */
type KeyPrefix = readonly [callName: CallName] | ApiQueryKey;

/** The season's pointer, schedule and results: the shell's context, fixtures, tables, statistics. */
const SEASON_CALLS = [
  'getYearRoundMatchDateID',
  'getSeasonFixtures',
  'getTables',
  'getLastRoundAndMatchIDOfSeason',
  'getDateByRoundAndMatchID',
  'getRoundsPlayedUntilDate',
  'getPlayersWithRequestedStats',
  // The match centre shows a saved match's result, which the statistics form can change.
  'getLiveMatch',
  // A saved, corrected or reopened match opens its vote or changes who may be voted for.
  'getMatchPlayerVote',
  'getPlayersOfTheMatch',
] as const;

/**
 * A player's statistics: the lists, the tables and the team editor's skills and fantasy numbers;
 * and a closed vote for Kampens spiller: the match centre, the season's list and the player card.
 */
const STATS_CALLS = [
  'getTables',
  'getPlayersWithRequestedStats',
  'getFantasyPlayerMetrics',
  'getMatchPlayerVote',
  'getPlayersOfTheMatch',
  'getPlayer',
] as const;

/** Teams, points and ranks of the fantasy game. */
const FANTASY_CALLS = [
  'loadFantasyTeam',
  'loadFantasyTeamWithInfo',
  'getSpecificFixture',
  'getAverageFantasyTeamsPointsThisRound',
  'getFantasyTeamRankingThisRound',
  'getTop7FantasyTeamsThisRound',
  'getTop7FantasyTeamsThisSeason',
  'getTop7MostUsedVSFPlayersThisRound',
  'getTop7MostUsedVSFPlayersThisSeason',
  'getPlayersWithRequestedFantasyForThisRoundMatchID',
  'getPlayersWithRequestedFantasyUntilThisRoundMatchID',
  'getFantasyPlayerMetrics',
  'getFantasyWorldLeagueMembers',
  'getFantasyLeagueMembers',
  'getTeamPoints',
  'getMyLivePoints',
  'getLivePoints',
] as const;

/** The article lists a visitor sees. */
const NEWS_CALLS = ['loadPosts', 'searchPosts'] as const;

const calls = (...names: readonly CallName[]): KeyPrefix[] => names.map((name) => [name] as const);

/** The events that make answers stale; `deadline` only counts when the season's pointer moved. */
export type InvalidatingEvent =
  | 'fixtures:updated'
  | 'season:changed'
  | 'deadline'
  | 'rankings:updated'
  | 'stats:updated'
  | 'table:updated'
  | 'posts:updated'
  | 'comment:new'
  | 'poll:updated'
  | 'match:live'
  | 'notice:new'
  | 'squad:updated'
  | 'points:live'
  | 'points:own'
  | 'league:table';

export const invalidatedBy: { [E in InvalidatingEvent]: (payload: EventPayload<E>) => KeyPrefix[] } = {
  // A saved match names itself: the statistics form open on it refetches its lines. Every
  // write to a match, a fixture or a club player sends one of these; the log shows it.
  'fixtures:updated': ({ season, matchID }) => [
    // The ticker names the teams, which the schedule may rename while a match is live.
    ...calls(...SEASON_CALLS, ...FANTASY_CALLS, 'getAuditLog', 'getLiveMatches'),
    ...(matchID ? [['getMatchStatsForAdmin', { season, matchID }] as const] : []),
  ],
  'season:changed': () => calls(...SEASON_CALLS, ...FANTASY_CALLS),
  deadline: () => calls(...SEASON_CALLS, ...FANTASY_CALLS),
  'rankings:updated': () => calls(...FANTASY_CALLS),
  'stats:updated': () => calls(...STATS_CALLS, 'getAuditLog'),
  // An admin's division result or correction: the tables and the admin's own list of them.
  'table:updated': () => calls('getTables', 'getLeagueResults', 'getAuditLog'),
  'posts:updated': () => calls(...NEWS_CALLS),
  // The article's own answer too: its 'Kommentarer (n)' counts the comments.
  'comment:new': ({ postID }) => [
    ['load50Comments', { postID }],
    ['loadFeedComments', { postID }],
    ['getPostByID', { postID }],
  ],
  'poll:updated': ({ postID }) => [['loadPollByPostID', { postID }]],
  'match:live': ({ matchID }) => [
    ['getLiveMatch', { matchID }],
    ['getLiveMatchReview', { matchID }],
    ['getLiveMatches'],
  ],
  // The badge's count and the list: one call gives both.
  'notice:new': () => calls('getNotices'),
  // A player's answer or the squad: the statuses beside every player, the squad and the answers' lists.
  'squad:updated': ({ matchID }) => [
    ['getSquad', { matchID }],
    ['getPlayerStatuses', { matchID }],
    ['getAvailability', { matchID }],
    ['getMyAvailability'],
    ['getAvailabilityOverview'],
  ],
  // Provisional points move with every touchline entry: the match's players, every
  // team's explained round, the world ranking and the league tables of the match (`league:table`
  // reaches only a page the server let into the league's room; this event reaches every page);
  // once final (`live: false`) every fantasy read.
  'points:live': ({ matchID, live }) =>
    live
      ? [
          ['getLivePoints', { matchID }],
          ['getTeamPoints', { matchID }],
          ['getFantasyWorldLeagueMembers', { matchID }],
          ['getFantasyLeagueMembers', { matchID }],
        ]
      : calls(...FANTASY_CALLS),
  'points:own': ({ matchID, live }) =>
    live
      ? [
          ['getMyLivePoints', { matchID }],
          ['getTeamPoints', { matchID }],
        ]
      : calls(...FANTASY_CALLS),
  'league:table': ({ leagueID, matchID }) => [['getFantasyLeagueMembers', { leagueID, matchID }]],
};

/** Marks the queries an event names stale; the open ones refetch at once. */
export async function invalidateFor<E extends InvalidatingEvent>(
  client: QueryClient,
  event: E,
  payload: EventPayload<E>,
): Promise<void> {
  await Promise.all(invalidatedBy[event](payload).map((queryKey) => client.invalidateQueries({ queryKey })));
}
