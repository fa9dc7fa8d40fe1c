import type { Knex } from 'knex';
import { weekdayName } from './calendar';
import { CLUB_PITCHES, initials, type PlayerPlan } from './club';
import { insertAll, insertImages, insertReturningIds } from './db';
import { playerPortrait } from './images';
import { LEAGUE_NAME, type FixturePlan, type SeasonPlan } from './seasons';
import { clubResult, matchStatsRow, type StatLine } from './stats';

export interface StoredPlayer extends PlayerPlan {
  id: number;
}

export interface StoredFixture extends FixturePlan {
  id: number;
}

/** Portraits, players and the seasons each was registered for. */
export async function storePlayers(
  trx: Knex.Transaction,
  seed: number,
  players: readonly PlayerPlan[],
  stats: ReadonlyMap<string, StatLine[]>,
  createdAt: Date,
): Promise<StoredPlayer[]> {
  const portraits = players.map((p, index) =>
    playerPortrait(seed + index, initials(p), p.jerseyNo, p.position === 'Målvakt'),
  );
  const imageIds = await insertImages(trx, portraits, createdAt);
  const withStats = new Set([...stats.values()].flatMap((lines) => lines.map((line) => line.player)));
  const ids = await insertReturningIds(
    trx,
    'players',
    players.map((p, index) => ({
      first_name: p.firstName,
      last_name: p.lastName,
      nickname: p.nickname,
      birthdate: p.birthdate,
      sex: 'male',
      position: p.position,
      description: p.description,
      jersey_no: p.jerseyNo,
      image_id: imageIds[index],
      active: p.active ? 1 : 0,
      deletable: withStats.has(p) ? 0 : 1,
    })),
  );
  const stored = players.map((p, index) => ({ ...p, id: ids[index] as number }));
  await insertAll(
    trx,
    'player_seasons',
    stored.flatMap((p) =>
      Array.from({ length: p.lastSeason - p.firstSeason + 1 }, (_, i) => ({
        player_id: p.id,
        season: p.firstSeason + i,
      })),
    ),
  );
  return stored;
}

async function storeNames(
  trx: Knex.Transaction,
  table: 'pitches' | 'tournaments',
  names: Iterable<string>,
): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  const ids = await insertReturningIds(
    trx,
    table,
    unique.map((name) => ({ name })),
  );
  return new Map(unique.map((name, index) => [name, ids[index] as number]));
}

/** The date of a season's last league match. */
function lastLeagueDate(season: SeasonPlan): string {
  return season.fixtures
    .filter((f) => f.tournament === LEAGUE_NAME)
    .reduce((last, f) => (f.date > last ? f.date : last), '');
}

/** Pitches, tournaments, fixtures, match statistics, league tables and the season pointer. */
export async function storeSeasons(
  trx: Knex.Transaction,
  seasons: readonly SeasonPlan[],
  playerIds: ReadonlyMap<PlayerPlan, number>,
  stats: ReadonlyMap<string, StatLine[]>,
): Promise<StoredFixture[]> {
  const fixtures = seasons.flatMap((s) => s.fixtures);
  const pitchIds = await storeNames(trx, 'pitches', [...CLUB_PITCHES, ...fixtures.map((f) => f.pitch)]);
  const tournamentIds = await storeNames(trx, 'tournaments', [LEAGUE_NAME, ...fixtures.map((f) => f.tournament)]);
  const ids = await insertReturningIds(
    trx,
    'fixtures',
    fixtures.map((f) => ({
      season: f.season,
      round: f.round,
      date: f.date,
      weekday: weekdayName(f.date),
      time: `${f.time}:00`,
      pitch_id: pitchIds.get(f.pitch),
      tournament_id: tournamentIds.get(f.tournament),
      aside: f.aside,
      match_id: f.matchId,
      home_team: f.homeTeam,
      away_team: f.awayTeam,
      home_score: f.homeScore,
      away_score: f.awayScore,
      trivia: f.trivia,
    })),
  );
  const stored = fixtures.map((f, index) => ({ ...f, id: ids[index] as number }));

  await insertAll(
    trx,
    'match_stats',
    stored.flatMap((f) => {
      const result = clubResult(f);
      const lines = stats.get(f.matchId);
      if (result === null || lines === undefined) return [];
      return lines.map((line) => matchStatsRow(f.id, playerIds.get(line.player) as number, line, result));
    }),
  );

  // Past seasons: the federation's final table, counting every match up to the season's last.
  await insertAll(
    trx,
    'league_table_rows',
    seasons
      .filter((s) => s.published)
      .flatMap((s) =>
        s.table.map((row) => ({
          season: s.season,
          tournament_id: tournamentIds.get(LEAGUE_NAME),
          counted_through: lastLeagueDate(s),
          team: row.team,
          games_played: row.gamesPlayed,
          wins: row.wins,
          ties: row.ties,
          losses: row.losses,
          goals_scored: row.goalsScored,
          goals_conceded: row.goalsConceded,
          points: row.points,
        })),
      ),
  );
  // This season: the division's other results, so the table follows every saved club match.
  await insertAll(
    trx,
    'league_results',
    seasons
      .filter((s) => !s.published)
      .flatMap((s) =>
        s.divisionResults.map((r) => ({
          season: s.season,
          tournament_id: tournamentIds.get(LEAGUE_NAME),
          date: r.date,
          home_team: r.homeTeam,
          away_team: r.awayTeam,
          home_score: r.homeScore,
          away_score: r.awayScore,
        })),
      ),
  );

  const current = seasons[seasons.length - 1] as SeasonPlan;
  const next = nextFixture(current);
  await insertAll(
    trx,
    'previous_years',
    seasons.slice(0, -1).map((s) => ({ year: s.season })),
  );
  // The database's own column names: migrations know nothing of the API's camelCase rows.
  await trx<Record<string, unknown>>('season_state')
    .where({ id: 1 })
    .update({ this_year: current.season, this_round: next.round, this_match_id: next.matchId });
  return stored;
}

/** The first unplayed fixture of a season: where the season pointer stands. */
export function nextFixture(season: SeasonPlan): FixturePlan {
  const next = season.fixtures.find((f) => f.homeScore === null);
  if (!next) throw new Error(`Season ${season.season} has no unplayed fixture`);
  return next;
}
