import type { TeamPlan } from './fantasy';
import type { StoredPlayer } from './football';
import type { SeasonPlan } from './seasons';
import type { StatLine } from './stats';
import type { StoredUser } from './users';

/** What the articles, comments, polls and feeds of the demo club are made from. */
export interface ContentInput {
  seasons: readonly SeasonPlan[];
  players: readonly StoredPlayer[];
  users: readonly StoredUser[];
  stats: ReadonlyMap<string, StatLine[]>;
  teams: readonly TeamPlan[];
  today: string;
  now: Date;
  createdAt: Date;
}
