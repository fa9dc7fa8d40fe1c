import { matchOnlySchema } from '../live/schemas';
import { userIdSchema } from '../../accounts';

export const livePointsInput = matchOnlySchema;

/** The caller's own numbers for a match (userID, when sent, must be their own). */
export const myLivePointsInput = matchOnlySchema.extend({ userID: userIdSchema.optional() });

export { userRoundInput as teamPointsInput } from '../../fantasy';

/** getTeamPoints without a session names whose team it asks for. */
export const WHOSE_TEAM_MISSING = 'Oppgi hvilken bruker laget tilhører.';
