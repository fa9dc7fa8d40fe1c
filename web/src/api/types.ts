/**
 * The shapes of the API answers the web uses (DESIGN §3, spec 000 §3 and §7).
 * Every answer is `{success: true, ...}` or `{success: false, msg}`; the client
 * adds the envelope, these types describe the success part.
 */

/** A role flag as the API sends it: 1 has the role, 0 does not. */
export type Flag = 0 | 1;

export interface ApiFailure {
  success: false;
  msg: string;
}

export type ApiResult<T extends object> = ({ success: true } & T) | ApiFailure;

export interface Fixture {
  fixtureTableID: number;
  /** The spec's spelling of 'tournament' is kept: it is the API's field name. */
  tournement: string;
  round: number;
  /** dd.mm.yyyy */
  date: string;
  /** Norwegian weekday, 'Mandag' to 'Søndag'. */
  day: string;
  /** hh.mm */
  time: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  /** '2 - 1', or '-' when not played. */
  result: string;
  pitch: string;
  matchID: string;
  year: number;
  aside: number;
  trivia: string;
}

export interface SeasonFixtures {
  fixtures: Fixture[];
}

/** Answer of getYearRoundMatchDateID: where the season stands now. */
export interface SeasonContext {
  thisYear: number;
  thisRound: number;
  thisMatchID: string;
  /** dd.mm.yyyy, or null when the season is over. */
  thisMatchDate: string | null;
  previousYears: number[];
  nextMatch: Fixture | null;
  /** ISO 8601 with offset; null when there is no coming deadline. */
  deadlineAt: string | null;
}

export interface SessionUser {
  userID: number;
  username: string;
  teamName: string;
  isAdmin: Flag;
  isPlayer: Flag;
  isPoster: Flag;
  isFantasy: Flag;
  firstName: string | null;
  lastName: string | null;
  birthdate: string | null;
  sex: string | null;
  email: string | null;
  registerDate: string | null;
  registerMatchID: string | null;
  seasonFirstTimeLogin: Flag;
  displayWelcomeModal: Flag;
  displayTeamTips: Flag;
  displayLeagueTips: Flag;
}

export type LoginState = { isLoggedIn: false } | ({ isLoggedIn: true } & SessionUser);

export interface LoginRequest {
  username: string;
  password: string;
}

/** Answer of GET /api/config: where the browser finds the realtime server. */
export interface ClientConfig {
  /** null: the realtime server shares the page's origin. */
  realtimeUrl: string | null;
  /** The web shop's client script; null when the club has none. */
  shopUrl?: string | null;
}
