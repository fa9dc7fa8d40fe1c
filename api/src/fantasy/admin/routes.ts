import { z } from 'zod';
import { idSchema } from '../../platform/http/inputRules';
import { joined } from '../../platform/db/queryResults';
import { END_OF_SEASON, formatNorwegianDate } from '@vsf/engine';
import { EVERYONE, apiOnlyMessage, busMessage } from '@vsf/contract';
import { matchIDSchema, roundSchema, changedSeasons, readDeadline } from '../../match';
import { HttpError, notFound } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import { TEAM_COLUMNS } from '../teamRows';
import { TEAM_SLOTS } from '../teamSlots';
import { seasonSchema } from '../../season';
import { userIdSchema, updateUsers } from '../../accounts';
import { fixtureByMatch } from '../../stats';

const SAVED = 'Endringene er lagret.';
const flag = z.union([z.literal(0), z.literal(1), z.boolean().transform((value) => (value ? 1 : 0))], {
  error: 'Verdien må være 0 eller 1.',
});
const points = z.coerce
  .number({ error: 'Poeng må være et tall.' })
  .int('Poeng må være et heltall.')
  .min(-1000)
  .max(100000);

const updateFantasyStatsRoundPoints = defineRoute({
  name: 'updateFantasyStatsRoundPoints',
  access: 'admin',
  summary:
    "Correct one fantasy team's points, used boosts and substitutions by hand (saveMatch recomputes points from the rules).",
  input: z.object({
    fantasyStatsID: idSchema('Ugyldig lag.'),
    roundPoints: points,
    totalPoints: points,
    attackBoostUsed: flag,
    defenceBoostUsed: flag,
    superCaptainUsed: flag,
    remainingSubs: z.union([z.null(), z.coerce.number().int().min(0).max(3)], {
      error: 'Bytter igjen må være 0–3, eller tom for ubegrenset.',
    }),
  }),
  async handler({ input, db, publish }) {
    const { fantasyStatsID, ...columns } = input;
    const updated = await db('fantasy_teams').where({ id: fantasyStatsID }).update(columns).returning('userId');
    if (updated.length === 0) throw notFound('Fant ikke fantasy-laget.');
    publish(apiOnlyMessage('team:saved', { userIDs: updated.map((row) => row.userId) }));
    return { msg: SAVED };
  },
});

const initializeFantasyTeamStats = defineRoute({
  name: 'initializeFantasyTeamStats',
  access: 'admin',
  summary: 'Give a user an empty fantasy team for a match (season start); an existing team is kept.',
  input: z.object({ userID: userIdSchema, season: seasonSchema, round: roundSchema, matchID: matchIDSchema }),
  async handler({ input, db, publish }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    if (!(await db('users').where({ id: input.userID }).first('id'))) throw notFound('Fant ikke brukeren.');
    const inserted = await db('fantasy_teams')
      .insert({ userId: input.userID, fixtureId: fixture.id })
      .onConflict(['user_id', 'fixture_id'])
      .ignore()
      .returning('id');
    const row = await db('fantasy_teams').where({ userId: input.userID, fixtureId: fixture.id }).first('id');
    // Inserted just above, or there before: the row exists.
    if (!row) throw new Error('the fantasy team was neither inserted nor found');
    publish(apiOnlyMessage('team:saved', { userIDs: [input.userID] }));
    return { msg: SAVED, fantasyStatsID: row.id, created: inserted.length > 0 };
  },
});

interface TeamListRow {
  id: number;
  userId: number;
  username: string;
  teamName: string;
  season: number;
  round: number;
  date: string;
  matchId: string;
  captainId: number | null;
  activeBoost: string | null;
  attackBoostUsed: 0 | 1;
  defenceBoostUsed: 0 | 1;
  superCaptainUsed: 0 | 1;
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
  [slot: string]: unknown;
}

const getAllFantasyTeams = defineRoute({
  name: 'getAllFantasyTeams',
  access: 'admin',
  summary: "Every fantasy team of a season, one row per user and match, in the spec's field names.",
  input: z.object({ season: seasonSchema }),
  async handler({ input, db }) {
    const rows = await joined<TeamListRow>(
      db('fantasy_teams as t')
        .join('fixtures as f', 'f.id', 't.fixture_id')
        .join('users as u', 'u.id', 't.user_id')
        .where('f.season', input.season)
        .orderBy([{ column: 'f.date' }, { column: 'f.time' }, { column: 't.user_id' }])
        .select(...TEAM_COLUMNS, 'f.season', 'f.round', 'f.date', 'f.match_id'),
    );
    return {
      teams: rows.map((row) => ({
        fantasyStatsID: row.id,
        userID: row.userId,
        username: row.username,
        teamName: row.teamName,
        season: row.season,
        round: row.round,
        date: formatNorwegianDate(row.date),
        matchID: row.matchId,
        ...Object.fromEntries(TEAM_SLOTS.map((slot) => [slot, row[slot] ?? null])),
        captain: row.captainId,
        activeBoost: row.activeBoost ?? 'none',
        attackBoostUsed: row.attackBoostUsed,
        defenceBoostUsed: row.defenceBoostUsed,
        superCaptainUsed: row.superCaptainUsed,
        remainingSubs: row.remainingSubs,
        roundPoints: row.roundPoints,
        totalPoints: row.totalPoints,
      })),
    };
  },
});

const updateSeasonRoundMatchID = defineRoute({
  name: 'updateSeasonRoundMatchID',
  access: 'admin',
  summary: "Set the season pointer: a fixture of that season, or round 0 with 'endOfSeason'.",
  input: z.object({ season: seasonSchema, round: roundSchema, matchID: matchIDSchema }),
  async handler({ input, db, deps, publish }) {
    const ending = input.matchID === END_OF_SEASON;
    if (ending !== (input.round === 0)) {
      throw new HttpError(400, "Runde 0 hører sammen med kampnummeret 'endOfSeason', og bare med det.");
    }
    if (!ending) {
      const fixture = await fixtureByMatch(db, input.matchID, input.season);
      if (fixture.round !== input.round) throw new HttpError(400, 'Runden stemmer ikke med kampen.');
    }
    await db('season_state')
      .where({ id: 1 })
      .update({ thisYear: input.season, thisRound: input.round, thisMatchId: input.matchID });
    publish(busMessage('season:changed', { season: input.season }, [EVERYONE]));
    publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    return { msg: SAVED };
  },
});

const updateAdminPreviousYears = defineRoute({
  name: 'updateAdminPreviousYears',
  access: 'admin',
  transaction: true,
  summary: 'Replace the list of previous seasons (a list of years, or the years comma-separated).',
  input: z.object({
    previousYears: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((year) => year.trim())
              .filter((year) => year !== '')
          : value,
      z.array(seasonSchema, { error: 'Tidligere sesonger må være en liste med årstall.' }).max(300),
    ),
  }),
  async handler({ input, db, publish }) {
    const years = [...new Set(input.previousYears)];
    const state = await db('season_state').where({ id: 1 }).first('thisYear');
    if (!state) throw new Error('season_state has no row: migrations have not run');
    const { thisYear } = state;
    if (years.includes(thisYear)) throw new HttpError(400, 'Inneværende sesong kan ikke være en tidligere sesong.');
    await db('previous_years').delete();
    if (years.length > 0) await db('previous_years').insert(years.map((year) => ({ year })));
    publish(busMessage('season:changed', { season: thisYear }, [EVERYONE]));
    return { msg: SAVED, previousYears: years.sort((a, b) => b - a) };
  },
});

const changeActiveStatusOnAllFantasyLeagues = defineRoute({
  name: 'changeActiveStatusOnAllFantasyLeagues',
  access: 'admin',
  summary: "Activate or deactivate every fantasy league of a season (season start deactivates the old season's).",
  input: z.object({ activeStatus: flag, season: seasonSchema }),
  async handler({ input, db, publish }) {
    const updated = await db('leagues')
      .where({ season: input.season })
      .update({ active: input.activeStatus })
      .returning('id');
    publish(apiOnlyMessage('leagues:changed', { leagueIDs: updated.map((row) => row.id) }));
    return { msg: SAVED, updated: updated.length };
  },
});

const updateUserRegisterMatchData = defineRoute({
  name: 'updateUserRegisterMatchData',
  access: 'admin',
  summary: "Move users' registration match to a fixture's new number (changeFixtureScheduleData already does this).",
  input: z.object({ originalMatchID: matchIDSchema, newMatchID: matchIDSchema }),
  async handler({ input, db, publish }) {
    const updated = (
      await updateUsers(
        { db, publish },
        { registerMatchId: input.originalMatchID },
        { registerMatchId: input.newMatchID },
      )
    ).length;
    return { msg: SAVED, updated };
  },
});

const updateAdminThisRoundMatchID = defineRoute({
  name: 'updateAdminThisRoundMatchID',
  access: 'admin',
  summary:
    'Move the season pointer along with a renumbered fixture, when it points at it (changeFixtureScheduleData already does this).',
  input: z.object({
    originalRound: roundSchema,
    newRound: roundSchema,
    originalMatchID: matchIDSchema,
    newMatchID: matchIDSchema,
  }),
  async handler({ input, db, deps, publish }) {
    const updated = (
      await db('season_state')
        .where({ id: 1, thisMatchId: input.originalMatchID })
        .update({ thisMatchId: input.newMatchID, thisRound: input.newRound })
        .returning('id')
    ).length;
    if (updated > 0) {
      const fixture = await db('fixtures').where({ matchId: input.newMatchID }).first('season');
      if (fixture) changedSeasons(publish, [fixture.season]);
      publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    }
    return { msg: SAVED, updated };
  },
});

export const fantasyAdminRoutes = [
  updateFantasyStatsRoundPoints,
  initializeFantasyTeamStats,
  getAllFantasyTeams,
  updateSeasonRoundMatchID,
  updateAdminPreviousYears,
  changeActiveStatusOnAllFantasyLeagues,
  updateUserRegisterMatchData,
  updateAdminThisRoundMatchID,
];
