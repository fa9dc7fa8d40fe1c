import { type ImageSize, type PlayerSkills, type ByDate, type StatCounts } from '@vsf/engine';
import type { FileAnswer, NoInput } from './common';

/** A player's statistics: the totals and every match by its date. */
export type PlayerStats = ByDate<StatCounts>;

/** A club player as the API answers it (000 §3, 001 §3), without stats. */
export interface Player {
  playerID: number;
  firstName: string;
  lastName: string;
  nickname: string;
  /** Whole years; null when the birthdate is unknown (the web shows '??'). */
  age: number | null;
  position: string;
  /** 100 means none (hidden). */
  jerseyNo: number;
  description: string;
  /** The portrait's URL, or null. */
  image: string | null;
  /** The portrait's size, null when there is none or it is not known. */
  imageSize: ImageSize | null;
  active: 0 | 1;
  activeSeasons: number[];
}

/** The player card: skills and statistics in total and per season. */
export interface PlayerCard extends Player {
  skills: PlayerSkills;
  skillsBySeason: Record<string, PlayerSkills>;
  stats: PlayerStats;
  statsBySeason: Record<string, PlayerStats>;
  /** How many times the fans voted the player 'Kampens spiller': in total and per season. */
  playerOfTheMatch: { total: number; bySeason: Record<string, number> };
}

export interface PlayersCalls {
  getVSFPlayers: { input: NoInput; answer: { players: Player[] } };
  getPlayer: { input: { playerID: number }; answer: { player: PlayerCard } };
  searchPlayers: { input: { searchString: string }; answer: { players: Player[] } };
  /**
   * `GET /api/images/{imageID}`: a portrait or an article picture; with `w` (one of
   * IMAGE_WIDTHS) the picture at most that wide.
   */
  'images/:imageID': { input: { imageID: number; w?: number }; answer: FileAnswer<'image/*'> };
}
