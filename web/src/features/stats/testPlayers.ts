import { zeroStatCounts, type PlayerWithStats } from '@vsf/engine';

/** A player for the statistics tests: the given appearances and goals, every other count 0. */
export function statsPlayer(
  playerID: number,
  nickname: string,
  attendance: number,
  goalsScored: number,
): PlayerWithStats {
  const counts = { ...zeroStatCounts(), attendance, goalsScored };
  return {
    playerID,
    firstName: 'Fornavn',
    lastName: `Etternavn${playerID}`,
    nickname,
    age: 30,
    position: 'Angrep',
    jerseyNo: 9,
    description: '',
    image: null,
    imageSize: null,
    active: 1,
    activeSeasons: [2026],
    skills: { skillPoints: 0, reliability: 0, attack: 0, defence: 0, keeper: 0, disiplin: 0, xFactor: 0 },
    stats: { total: counts, byDate: {} },
  };
}
