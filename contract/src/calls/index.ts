/**
 * The API's contract (DESIGN §3): every call by name, with the JSON body it takes and the
 * answer it gives on success (the part after `success: true`). Types only: the API checks
 * its routes against it, the web's client is typed by it, and neither bundle gains a byte.
 */
export type * from './calls';
export type * from './common';
export type * from './albums';
export type * from './audit';
export type * from './availability';
export type * from './clubPlayers';
export type * from './comments';
export type * from './contact';
export type * from './fantasy';
export type * from './fantasyAdmin';
export type * from './fixtures';
export type * from './leagues';
export type * from './liveMatch';
export type * from './livePoints';
export type * from './matches';
export type * from './matchPlayerVote';
export type * from './notices';
export type * from './push';
export type * from './mail';
export type * from './players';
export type * from './polls';
export type * from './posts';
export type * from './postsAdmin';
export type * from './schedule';
export type * from './season';
export type * from './session';
export type * from './stats';
export type * from './system';
export type * from './tables';
export type * from './users';
export { CALL_NAMES } from './callNames';
