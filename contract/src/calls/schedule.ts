import type { Fixture } from './fixtures';

/** A fixture as the schedule's add and change forms send it (002 §2.4, §7.2). */
interface FixtureFormInput {
  round: number;
  date: string;
  time: string;
  pitch: string;
  tournement: string;
  matchID: string;
  homeTeam: string;
  awayTeam: string;
  weekday?: string;
  aside?: number;
  /** The fixture's season (the schedule's year selector); never read from the date. */
  season?: number;
}

export interface ScheduleCalls {
  addFixture: {
    input: FixtureFormInput;
    answer: { msg: string; fixtureTableID: number; fixture: Fixture };
  };
  changeFixtureScheduleData: {
    input: FixtureFormInput & { fixtureTableID: number; gameResult?: string };
    answer: { msg: string; fixture: Fixture };
  };
  deleteFixture: {
    input: { fixtureTableID: number };
    answer: { msg: string };
  };
  updateFixtureStats: {
    input: { fixtureTableID: number; matchResult: string; matchTrivia?: string };
    answer: { msg: string };
  };
  deleteUnplayedRemainingFixtures: {
    input: { season: number; result?: '-' };
    answer: { msg: string; deleted: number };
  };
  findTeamNameSuggestion: {
    input: { searchString: string };
    answer: { teams: string[] };
  };
}
