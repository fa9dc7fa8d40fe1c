import {
  MATCH_ENTRY_MESSAGES,
  clubScore,
  impliedOpponentOwnGoals,
  parseFixtureDate,
  validateMatchEntry,
} from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { emptyLine, type EntryLine, type SaveMatchBody, type StoredLine } from './matchEntry';

/** What the admin types for one match: scores and own goals as typed, the attending players' lines. */
export interface EntryForm {
  home: string;
  away: string;
  trivia: string;
  /** 'Selvmål av motstanderen' */
  opponentOwnGoals: string;
  /** Attending players only, by playerID; everyone else has an empty line. */
  lines: EntryLine[];
}

const scoreText = (score: number | null) => (score === null ? '' : String(score));
const byPlayer = (a: EntryLine, b: EntryLine) => a.playerID - b.playerID;

/** The form as the server has the match: its result, trivia, lines and the own goals they imply. */
export function storedForm(fixture: Fixture, stored: readonly StoredLine[]): EntryForm {
  const lines = stored.map(({ statsTableID: _id, ...line }) => line).filter((line) => line.attendance === 1);
  const club = clubScore(fixture);
  return {
    home: scoreText(fixture.homeTeamScore),
    away: scoreText(fixture.awayTeamScore),
    trivia: fixture.trivia,
    opponentOwnGoals: String(club ? impliedOpponentOwnGoals(club.goalsFor, lines) : 0),
    lines: lines.sort(byPlayer),
  };
}

export const lineOf = (form: EntryForm, playerID: number): EntryLine =>
  form.lines.find((line) => line.playerID === playerID) ?? emptyLine(playerID);

/** The form with one player's line changed; a line without attendance is no line. */
export function withLine(form: EntryForm, line: EntryLine): EntryForm {
  const others = form.lines.filter((other) => other.playerID !== line.playerID);
  return { ...form, lines: (line.attendance === 1 ? [...others, line] : others).sort(byPlayer) };
}

/** Same scores, trivia, own goals and lines: nothing to save or to lose. */
export function sameForm(a: EntryForm, b: EntryForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The body of saveMatch for the match the form is open on, and the first rule it breaks
 * (the engine's, with the same Norwegian message the server would answer).
 */
export function checkedBody(
  season: number,
  fixture: Fixture,
  form: EntryForm,
  playerIDs: readonly number[],
  now: Date,
): { body: SaveMatchBody; problem: string | null } {
  const opponentOwnGoals = numberOf(form.opponentOwnGoals) ?? 0;
  const body: SaveMatchBody = {
    season,
    round: fixture.round,
    matchID: fixture.matchID,
    homeTeamScore: numberOf(form.home),
    awayTeamScore: numberOf(form.away),
    trivia: form.trivia,
    opponentOwnGoals,
    players: playerIDs.map((playerID) => lineOf(form, playerID)),
  };
  const [problem] = validateMatchEntry(
    { ...fixture, ...body, date: parseFixtureDate(fixture.date) ?? fixture.date },
    now,
  );
  return { body, problem: problem ? MATCH_ENTRY_MESSAGES[problem] : null };
}
