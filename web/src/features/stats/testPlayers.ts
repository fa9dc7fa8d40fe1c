import { zeroStatCounts } from '@vsf/engine';
import { type PlayerWithStats } from '@vsf/contract';
import { makeClubPlayer } from '../../test/factories';

/** A player for the statistics tests: the given appearances and goals, every other count 0. */
export function statsPlayer(
  playerID: number,
  nickname: string,
  attendance: number,
  goalsScored: number,
): PlayerWithStats {
  return makeClubPlayer({
    playerID,
    nickname,
    jerseyNo: 9,
    activeSeasons: [2026],
    skills: { skillPoints: 0, reliability: 0, attack: 0, defence: 0, keeper: 0, disiplin: 0, xFactor: 0 },
    stats: { total: { ...zeroStatCounts(), attendance, goalsScored }, byDate: {} },
  });
}
