import type { Knex } from 'knex';
import { playerDisplayName, playerOfTheMatchCounts, voteWinners } from '@vsf/engine';
import type { PlayerOfTheMatchCount } from '@vsf/contract';
import { joined } from '../platform/db/queryResults';

interface CountRow {
  season: number;
  fixtureId: number;
  playerId: number;
  votes: number;
}

/**
 * The votes of every closed vote (closed by the time at `now`, its match still with a result)
 * for players who played, per match and player; `narrow` picks the matches.
 */
async function closedCounts(db: Knex, now: Date, narrow: (query: Knex.QueryBuilder) => void): Promise<CountRow[]> {
  const query = db('match_player_ballots as b')
    .join('match_player_votes as v', 'v.fixture_id', 'b.fixture_id')
    .join('fixtures as f', 'f.id', 'b.fixture_id')
    .join('match_stats as s', (on) =>
      on.on('s.fixture_id', 'b.fixture_id').andOn('s.player_id', 'b.player_id').andOnVal('s.attendance', 1),
    )
    .where('v.closes_at', '<=', now)
    .whereNotNull('f.home_score')
    .groupBy('f.season', 'b.fixture_id', 'b.player_id')
    .select('f.season', 'b.fixture_id', 'b.player_id', db.raw('count(*)::int AS votes'));
  narrow(query);
  return joined<CountRow>(query);
}

/** Each closed match's winners (engine `voteWinners`), with its season. */
function winnersByMatch(rows: readonly CountRow[]): { season: number; winners: number[] }[] {
  const matches = new Map<number, { season: number; counts: { playerID: number; votes: number }[] }>();
  for (const row of rows) {
    const match = matches.get(row.fixtureId) ?? { season: row.season, counts: [] };
    match.counts.push({ playerID: row.playerId, votes: row.votes });
    matches.set(row.fixtureId, match);
  }
  return [...matches.values()].map(({ season, counts }) => ({ season, winners: voteWinners(counts) }));
}

/** One player's 'Kampens spiller' titles, in total and per season (the player card). */
export async function playerOfTheMatchTitles(
  db: Knex,
  now: Date,
  playerID: number,
): Promise<{ total: number; bySeason: Record<string, number> }> {
  const rows = await closedCounts(db, now, (query) =>
    query.whereIn('b.fixture_id', db('match_player_ballots').where('player_id', playerID).select('fixture_id')),
  );
  const bySeason: Record<string, number> = {};
  let total = 0;
  for (const { season, winners } of winnersByMatch(rows)) {
    if (!winners.includes(playerID)) continue;
    bySeason[season] = (bySeason[season] ?? 0) + 1;
    total++;
  }
  return { total, bySeason };
}

/** The season's (null: every season's) players of the match, most titles first, then by name. */
export async function playersOfTheMatch(db: Knex, now: Date, season: number | null): Promise<PlayerOfTheMatchCount[]> {
  const rows = await closedCounts(db, now, (query) => {
    if (season !== null) query.where('f.season', season);
  });
  const titles = playerOfTheMatchCounts(winnersByMatch(rows));
  if (titles.size === 0) return [];
  const players = await db('players')
    .whereIn('id', [...titles.keys()])
    .select('id', 'firstName', 'lastName', 'nickname');
  return players
    .map((player) => ({ playerID: player.id, name: playerDisplayName(player), titles: titles.get(player.id)! }))
    .sort((a, b) => b.titles - a.titles || a.name.localeCompare(b.name, 'nb'));
}
