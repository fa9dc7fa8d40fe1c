import { type Player, type PlayerCard, type PlayerStats, type PlayerWithStats } from '@vsf/contract';
import type { Knex } from 'knex';
import {
  combinationStats,
  playerSkills,
  skillInputsFromMatches,
  type ComboStatsEntry,
  type IsoDate,
  type PlayerSkills,
} from '@vsf/engine';
import { playerOfTheMatchTitles } from '../matchPlayerVote';
import { selectPlayers, toApiPlayer } from '../players';
import { emptyStats, playedMatchesPerSeason, selectMatchLines, statsByPlayer, type MatchLine } from './matchLines';

function groupLines(lines: readonly MatchLine[]): Map<number, MatchLine[]> {
  const byPlayer = new Map<number, MatchLine[]>();
  for (const line of lines) {
    const list = byPlayer.get(line.playerId);
    if (list) list.push(line);
    else byPlayer.set(line.playerId, [line]);
  }
  return byPlayer;
}

/** The club's played matches in the seasons a player belongs to: the reliability denominator. */
function clubMatchesFor(
  season: number | null,
  player: Player,
  lines: readonly MatchLine[],
  played: ReadonlyMap<number, number>,
): number {
  if (season !== null) return played.get(season) ?? 0;
  const seasons = new Set([...player.activeSeasons, ...lines.map((line) => line.season)]);
  return [...seasons].reduce((sum, year) => sum + (played.get(year) ?? 0), 0);
}

export function skillsOf(
  player: Player,
  lines: readonly MatchLine[],
  season: number | null,
  played: ReadonlyMap<number, number>,
): PlayerSkills {
  const inputs = skillInputsFromMatches(lines, clubMatchesFor(season, player, lines, played));
  return playerSkills(inputs, player.position);
}

/**
 * Every player of a season (or of every season: null) with stats and skills up to a date,
 * from three queries whatever the number of players: players, match lines, played matches.
 */
export async function playersWithStats(
  db: Knex,
  now: Date,
  season: number | null,
  until: IsoDate | null,
): Promise<PlayerWithStats[]> {
  const [rows, lines, played] = await Promise.all([
    selectPlayers(db),
    selectMatchLines(db, { season, until }),
    playedMatchesPerSeason(db, until),
  ]);
  const stats = statsByPlayer(lines);
  const linesOf = groupLines(lines);
  return rows
    .map((row) => toApiPlayer(row, now))
    .filter((player) => season === null || player.activeSeasons.includes(season) || stats.has(player.playerID))
    .map((player) => {
      const own = linesOf.get(player.playerID) ?? [];
      return {
        ...player,
        skills: skillsOf(player, own, season, played),
        stats: stats.get(player.playerID) ?? emptyStats(),
      };
    });
}

/** One player with skills and stats in total and per season (the player card); null when unknown. */
export async function playerCard(db: Knex, now: Date, playerID: number): Promise<PlayerCard | null> {
  const [row, lines, played, playerOfTheMatch] = await Promise.all([
    selectPlayers(db).where('players.id', playerID).first(),
    selectMatchLines(db, { playerIDs: [playerID] }),
    playedMatchesPerSeason(db, null),
    playerOfTheMatchTitles(db, now, playerID),
  ]);
  if (!row) return null;
  const player = toApiPlayer(row, now);
  const seasons = [...new Set([...player.activeSeasons, ...lines.map((line) => line.season)])].sort((a, b) => a - b);
  const statsBySeason: Record<string, PlayerStats> = {};
  const skillsBySeason: Record<string, PlayerSkills> = {};
  for (const season of seasons) {
    const own = lines.filter((line) => line.season === season);
    statsBySeason[season] = statsByPlayer(own).get(playerID) ?? emptyStats();
    skillsBySeason[season] = skillsOf(player, own, season, played);
  }
  return {
    ...player,
    activeSeasons: seasons,
    skills: skillsOf(player, lines, null, played),
    skillsBySeason,
    stats: statsByPlayer(lines).get(playerID) ?? emptyStats(),
    statsBySeason,
    playerOfTheMatch,
  };
}

/** Stats (total and byDate, every season) of the listed players, one query. */
export async function statsOfPlayers(
  db: Knex,
  playerIDs: readonly number[],
): Promise<{ playerID: number; stats: PlayerStats }[]> {
  const stats = statsByPlayer(await selectMatchLines(db, { playerIDs }));
  return [...new Set(playerIDs)].map((playerID) => ({ playerID, stats: stats.get(playerID) ?? emptyStats() }));
}

/** The combination view: matches where every chosen player took part (engine combinationStats). */
export async function comboStats(
  db: Knex,
  season: number | null,
  playerIDs: readonly number[],
): Promise<ComboStatsEntry[]> {
  const lines = await selectMatchLines(db, { season, playerIDs });
  return combinationStats(
    playerIDs,
    lines.map((line) => ({ ...line, playerID: line.playerId, matchID: line.matchId })),
  );
}
