import { z } from 'zod';
import { matchIDSchema } from '../match';
import { playerIDSchema, statsSeasonSchema } from '../stats';

export const matchVoteSchema = z.object({ matchID: matchIDSchema });

export const voteMatchPlayerSchema = z.object({ matchID: matchIDSchema, playerID: playerIDSchema });

export const playersOfTheMatchSchema = z.object({ season: statsSeasonSchema });
