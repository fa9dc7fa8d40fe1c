import type { Knex } from 'knex';
import { END_OF_SEASON, fantasyMetrics, playerDisplayName, roundForPicks, type PlayerMatchLine } from '@vsf/engine';
import { type FantasyPlayerMetrics, type RoundRef } from '@vsf/contract';
import { countRows, joined } from '../platform/db/queryResults';
import { useCounts } from '../stats';
import { readSeasonPointer } from '../season';

interface SeasonRound {
  id: number;
  round: number;
  matchId: string;
  played: boolean;
  hasTeams: boolean;
}

/** Match order within a season, as everywhere (a round is a fixture). */
const MATCH_ORDER = [
  { column: 'f.date', order: 'asc' },
  { column: 'f.time', order: 'asc' },
  { column: 'f.match_id', order: 'asc' },
] as const;

/** The season's rounds in match order: whether each is played and whether it has a team with players. */
function seasonRounds(db: Knex, season: number): Promise<SeasonRound[]> {
  return joined<SeasonRound>(
    db('fixtures as f')
      .where('f.season', season)
      .orderBy([...MATCH_ORDER])
      .select(
        'f.id',
        'f.round',
        'f.match_id',
        db.raw('f.home_score is not null as played'),
        // exists stops at the first team: counting every round's teams would read them all.
        db.raw(
          'exists (select 1 from fantasy_teams t where t.fixture_id = f.id and t.player1 is not null) as has_teams',
        ),
      ),
  );
}

/** Every stored points line of the season's played matches, in match order, with whether he took part. */
function seasonLines(db: Knex, season: number): Promise<PlayerMatchLine[]> {
  return joined<{ playerId: number; matchId: string; attendance: number; totalPoints: number }>(
    db('fantasy_player_points as p')
      .join('fixtures as f', 'f.id', 'p.fixture_id')
      .join('match_stats as s', function onLine() {
        this.on('s.fixture_id', '=', 'p.fixture_id').andOn('s.player_id', '=', 'p.player_id');
      })
      .where('f.season', season)
      .whereNotNull('f.home_score')
      .orderBy([...MATCH_ORDER])
      .select('p.player_id', 'f.match_id', 's.attendance', 'p.total_points'),
  ).then((rows) =>
    rows.map((row) => ({
      playerID: row.playerId,
      matchID: row.matchId,
      attended: row.attendance === 1,
      points: row.totalPoints,
    })),
  );
}

const roundRef = (round: SeasonRound | null): RoundRef | null =>
  round === null ? null : { round: round.round, matchID: round.matchId };

/**
 * The season's players with their fantasy numbers (engine fantasyMetrics.ts). The current
 * round is the season pointer's match in the pointer's season, and the season's last match
 * in any other (or once the season is over); 'Valgt av' counts the teams of the last round
 * up to it that has any (engine roundForPicks).
 */
export async function playerMetrics(db: Knex, season: number): Promise<FantasyPlayerMetrics> {
  const [pointer, rounds, lines] = await Promise.all([
    readSeasonPointer(db),
    seasonRounds(db, season),
    seasonLines(db, season),
  ]);
  const pointerIndex =
    pointer.season === season && pointer.matchID !== END_OF_SEASON
      ? rounds.findIndex((round) => round.matchId === pointer.matchID)
      : -1;
  const upToCurrent = pointerIndex === -1 ? rounds : rounds.slice(0, pointerIndex + 1);
  const picked = roundForPicks(upToCurrent);
  const lastPlayed = rounds.findLast((round) => round.played) ?? null;
  const [uses, teamCount] = picked
    ? await Promise.all([
        useCounts(db, { matchID: picked.matchId }),
        countRows(db('fantasy_teams').where({ fixtureId: picked.id }).whereNotNull('player1')),
      ])
    : [new Map<number, number>(), 0];
  const values = fantasyMetrics({ lines, lastMatchID: lastPlayed?.matchId ?? null, useCounts: uses, teamCount });
  const players = await db('players')
    .whereIn(
      'id',
      values.map((value) => value.playerID),
    )
    .select('id', 'firstName', 'lastName', 'nickname', 'position');
  const byID = new Map(players.map((player) => [player.id, player]));
  return {
    season,
    lastRound: roundRef(lastPlayed),
    pickedRound: roundRef(picked),
    teamCount,
    players: values.flatMap((value) => {
      const player = byID.get(value.playerID);
      return player ? [{ ...value, name: playerDisplayName(player), position: player.position }] : [];
    }),
  };
}
