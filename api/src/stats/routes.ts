import { z } from 'zod';
import { answerCached } from '../platform/cache/answerJson';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { fantasyOfPlayer, fantasyOfPlayers, playersWithFantasy } from './fantasyPoints';
import { comboStats, playersWithStats, statsOfPlayers } from './playerStats';
import {
  comboInput,
  fantasyMatchInput,
  fantasyPlayerAllTimeInput,
  fantasyPlayerRoundInput,
  fantasyPlayerSeasonInput,
  fantasyPlayersInput,
  fantasySeasonInput,
  fantasyUntilInput,
  playerStatsInput,
  requestedStatsInput,
} from './schemas';

const seasonKey = (season: number | null) => season ?? 'Totalt';

const getPlayersWithRequestedStats = defineRoute({
  name: 'getPlayersWithRequestedStats',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary:
    "Every player of a season ('Totalt': every season) with skills and stats (total and byDate) up to thisDate; " +
    "includeByDate: false leaves byDate empty; includeDescription: false answers description as ''. Cached.",
  input: requestedStatsInput,
  handler: ({ input, db, deps, koa }) =>
    answerCached(
      deps,
      koa,
      `getPlayersWithRequestedStats:${seasonKey(input.season)}:${input.thisDate ?? ''}:${input.includeByDate}:${input.includeDescription}`,
      async () => {
        const players = await playersWithStats(db, deps.now(), input.season, input.thisDate ?? null);
        return {
          players: players.map((player) => ({
            ...player,
            description: input.includeDescription ? player.description : '',
            stats: input.includeByDate ? player.stats : { total: player.stats.total, byDate: {} },
          })),
        };
      },
    ),
});

const getPlayersWithStats = defineRoute({
  name: 'getPlayersWithStats',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary: 'Every player with skills and stats over every season. Cached.',
  input: z.object({}),
  handler: ({ db, deps, koa }) =>
    answerCached(deps, koa, 'getPlayersWithStats', async () => ({
      playersWithStats: await playersWithStats(db, deps.now(), null, null),
    })),
});

const loadPlayerStats = defineRoute({
  name: 'loadPlayerStats',
  access: 'anyone',
  summary: 'Stats (total and byDate, every season) of the listed players.',
  input: playerStatsInput,
  handler: async ({ input, db }) => ({ players: await statsOfPlayers(db, input.playerIDs) }),
});

const getPlayersWithComboStats = defineRoute({
  name: 'getPlayersWithComboStats',
  access: 'anyone',
  summary: 'Combined stats of a main player and up to 6 more, over the matches where all of them took part.',
  input: comboInput,
  handler: async ({ input, db }) => ({
    comboStats: await comboStats(db, input.season, [input.mainPlayerID, ...input.comboPlayers]),
  }),
});

const getPlayersWithRequestedFantasy = defineRoute({
  name: 'getPlayersWithRequestedFantasy',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary: 'Every player of a season with fantasy points (total and byDate) and use count up to thisDate. Cached.',
  input: fantasySeasonInput,
  handler: ({ input, db, deps, koa }) =>
    answerCached(
      deps,
      koa,
      `getPlayersWithRequestedFantasy:${seasonKey(input.season)}:${input.thisDate ?? ''}`,
      async () => ({
        players: await playersWithFantasy(db, deps.now(), { season: input.season, until: input.thisDate ?? null }),
      }),
    ),
});

const getPlayersWithRequestedFantasyUntilThisRoundMatchID = defineRoute({
  name: 'getPlayersWithRequestedFantasyUntilThisRoundMatchID',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary: 'Every player of a season with fantasy points and use count up to a date. Cached.',
  input: fantasyUntilInput,
  handler: ({ input, db, deps, koa }) =>
    answerCached(deps, koa, `getPlayersWithRequestedFantasy:${input.season}:${input.date ?? ''}`, async () => ({
      players: await playersWithFantasy(db, deps.now(), { season: input.season, until: input.date ?? null }),
    })),
});

const getPlayersWithRequestedFantasyForThisRoundMatchID = defineRoute({
  name: 'getPlayersWithRequestedFantasyForThisRoundMatchID',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary: 'Every player of a season with fantasy points and use count in one match. Cached.',
  input: fantasyMatchInput,
  handler: ({ input, db, deps, koa }) =>
    answerCached(
      deps,
      koa,
      `getPlayersWithRequestedFantasyForThisRoundMatchID:${input.season}:${input.matchID}`,
      async () => ({
        players: await playersWithFantasy(db, deps.now(), { season: input.season, matchID: input.matchID }),
      }),
    ),
});

const loadFantasyPlayerPoints = defineRoute({
  name: 'loadFantasyPlayerPoints',
  access: 'anyone',
  summary: 'Fantasy points (total and byDate) of the listed players in the given seasons (all when none).',
  input: fantasyPlayersInput,
  handler: async ({ input, db }) => ({ players: await fantasyOfPlayers(db, input.playerIDs, input.seasons) }),
});

const loadFantasyPlayerPointsRound = defineRoute({
  name: 'loadFantasyPlayerPointsRound',
  access: 'anyone',
  summary: "A player's fantasy points in one match.",
  input: fantasyPlayerRoundInput,
  handler: async ({ input, db }) => {
    const { fantasy } = await fantasyOfPlayer(db, input.playerID, { season: input.season, matchID: input.matchID });
    return { fantasy };
  },
});

const loadFantasyPlayerPointsSeason = defineRoute({
  name: 'loadFantasyPlayerPointsSeason',
  access: 'anyone',
  summary: "A player's fantasy points in a season up to a date.",
  input: fantasyPlayerSeasonInput,
  handler: async ({ input, db }) => {
    const { fantasy } = await fantasyOfPlayer(db, input.playerID, { season: input.season, until: input.date ?? null });
    return { fantasy };
  },
});

const loadFantasyPlayerPointsAllTime = defineRoute({
  name: 'loadFantasyPlayerPointsAllTime',
  access: 'anyone',
  summary: "A player's fantasy points over every season, with a part per season.",
  input: fantasyPlayerAllTimeInput,
  handler: async ({ input, db }) => {
    const exists = await db('players').where({ id: input.playerID }).first('id');
    if (!exists) throw new HttpError(404, 'Fant ikke spilleren.');
    return fantasyOfPlayer(db, input.playerID, {});
  },
});

export const statsRoutes = [
  getPlayersWithRequestedStats,
  getPlayersWithStats,
  loadPlayerStats,
  getPlayersWithComboStats,
  getPlayersWithRequestedFantasy,
  getPlayersWithRequestedFantasyUntilThisRoundMatchID,
  getPlayersWithRequestedFantasyForThisRoundMatchID,
  loadFantasyPlayerPoints,
  loadFantasyPlayerPointsRound,
  loadFantasyPlayerPointsSeason,
  loadFantasyPlayerPointsAllTime,
];
