import type { LiveTickerKind } from './matchEvents';
import { displayTeamName } from './club';
import { osloToday, type IsoDate } from './time';

/** One player's line as fans follow a match: who, and what happened to them. */
export interface LivePlayerLine {
  name: string;
  goalsScored: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** A match as an admin's entry leaves it: result, trivia and the lines by player ID. */
export interface LiveMatchState {
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  trivia: string;
  lines: ReadonlyMap<number, LivePlayerLine>;
}

export interface LiveEntry {
  kind: LiveTickerKind;
  text: string;
}

/**
 * Entries reach browsers only on the match's own day (Oslo): correcting an old result is an
 * edit, not news (DESIGN §4 'during a match').
 */
export function isMatchDay(matchDate: IsoDate, now: Date): boolean {
  return osloToday(now) === matchDate;
}

function scoreline(state: LiveMatchState): string {
  return `${displayTeamName(state.homeTeam)} ${state.homeTeamScore ?? 0}–${state.awayTeamScore ?? 0} ${displayTeamName(state.awayTeam)}`;
}

const EMPTY_LINE: LivePlayerLine = { name: '', goalsScored: 0, ownGoals: 0, yellowCards: 0, redCards: 0 };

/**
 * What an admin's entry added, as the texts every open page shows: each new goal, own goal
 * and card by player, a changed result and new trivia. Removals and corrections say
 * nothing; the new result is announced whenever it changed.
 */
export function liveMatchEntries(before: LiveMatchState, after: LiveMatchState): LiveEntry[] {
  const entries: LiveEntry[] = [];
  for (const [playerID, line] of after.lines) {
    const was = before.lines.get(playerID) ?? EMPTY_LINE;
    for (let goal = was.goalsScored; goal < line.goalsScored; goal++)
      entries.push({ kind: 'goal', text: `Mål av ${line.name}!` });
    for (let ownGoal = was.ownGoals; ownGoal < line.ownGoals; ownGoal++)
      entries.push({ kind: 'goal', text: `Selvmål av ${line.name}.` });
    for (let card = was.yellowCards; card < line.yellowCards; card++)
      entries.push({ kind: 'card', text: `Gult kort til ${line.name}.` });
    if (line.redCards > was.redCards) entries.push({ kind: 'card', text: `Rødt kort til ${line.name}.` });
  }
  if (after.homeTeamScore !== before.homeTeamScore || after.awayTeamScore !== before.awayTeamScore) {
    if (after.homeTeamScore !== null && after.awayTeamScore !== null)
      entries.push({ kind: 'score', text: `Stillingen er ${scoreline(after)}.` });
  }
  const trivia = after.trivia.trim();
  if (trivia !== '' && trivia !== before.trivia.trim()) entries.push({ kind: 'trivia', text: trivia });
  return entries;
}
