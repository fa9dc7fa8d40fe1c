import type { NoInput } from './common';

/** A fixture as the API answers it (000 §3, 002 §3), in the spec's field names. */
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

/** A match of a season by its round and matchID; both null when there is none. */
export interface RoundAndMatch {
  round: number | null;
  matchID: string | null;
}

/** The round numbers repeat across tournaments, so a match is named by all three. */
export interface RoundMatchInput {
  season: number;
  round: number;
  matchID: string;
}

export interface MatchPlayer {
  playerID: number;
  firstName: string;
  lastName: string;
  nickname: string;
}

/** One fixture with who scored, assisted, was booked and kept goal (002 §7.2). */
export interface MatchDetail {
  fixtureData: Fixture;
  goalScorers: (MatchPlayer & { goalsScored: number })[];
  assists: (MatchPlayer & { assists: number })[];
  ownGoals: (MatchPlayer & { ownGoals: number })[];
  yellowCards: (MatchPlayer & { yellowCards: number })[];
  redCards: (MatchPlayer & { redCards: number })[];
  goalKeepers: MatchPlayer[];
}

/** A pitch or a tournament, by name. */
export interface Named {
  id: number;
  name: string;
}

export interface FixturesCalls {
  getSeasonFixtures: { input: { season: number }; answer: { fixtures: Fixture[] } };
  getSpecificFixture: { input: RoundMatchInput; answer: MatchDetail };
  getAllPitches: { input: NoInput; answer: { pitches: Named[] } };
  getAllTournements: { input: NoInput; answer: { tournements: Named[] } };
  getMinRoundOfSeason: { input: { season: number }; answer: { minRound: number } };
  getMaxRoundOfSeason: { input: { season: number }; answer: { maxRound: number } };
  getFirstRoundAndMatchIDOfSeason: { input: { season: number }; answer: RoundAndMatch };
  getLastRoundAndMatchIDOfSeason: { input: { season: number }; answer: RoundAndMatch };
  getNextRoundAndMatchIDByDate: { input: RoundMatchInput; answer: RoundAndMatch };
  getPreviousRoundAndMatchIDByDate: { input: RoundMatchInput; answer: RoundAndMatch };
  getDateByRoundAndMatchID: { input: RoundMatchInput; answer: { date: string } };
  getRoundsPlayedUntilDate: { input: { season: number; date: string }; answer: { roundCount: number } };
}
