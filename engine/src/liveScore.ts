/**
 * What a live match's events add up to: the running score after each event, and
 * the statistics lines an admin would enter by hand in the statistics form.
 */
import { isClubTeam } from './club';
import type { LiveReviewLine, MatchEventType } from './matchEvents';

/** An event as the rules see it; `eventID` orders events entered for the same minute. */
export interface LiveEventFacts {
  eventID: number;
  type: MatchEventType;
  minute: number;
  playerID: number | null;
  assistPlayerID: number | null;
}

export interface LiveScore {
  homeTeamScore: number;
  awayTeamScore: number;
}

/** Events in match order: by minute, then in the order they were entered. */
export function inMatchOrder<E extends LiveEventFacts>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.minute - b.minute || a.eventID - b.eventID);
}

/** Whether the event is a goal for the club (+1), for the opponents (-1), or no goal (0). */
export function goalSide(type: MatchEventType): 1 | -1 | 0 {
  if (type === 'goal') return 1;
  if (type === 'opponentGoal' || type === 'ownGoal') return -1;
  return 0;
}

/** The club plays at home unless its name is the away team's (engine `isClubTeam`). */
export function clubPlaysHome(homeTeam: string, awayTeam: string): boolean {
  return isClubTeam(homeTeam) || !isClubTeam(awayTeam);
}

/** Each event in match order with the score after it. */
export function withRunningScore<E extends LiveEventFacts>(events: readonly E[], clubHome: boolean): (E & LiveScore)[] {
  let club = 0;
  let opponents = 0;
  return inMatchOrder(events).map((event) => {
    const side = goalSide(event.type);
    if (side === 1) club++;
    if (side === -1) opponents++;
    return clubHome
      ? { ...event, homeTeamScore: club, awayTeamScore: opponents }
      : { ...event, homeTeamScore: opponents, awayTeamScore: club };
  });
}

/** The score the events give. */
export function liveScore(events: readonly LiveEventFacts[], clubHome: boolean): LiveScore {
  const last = withRunningScore(events, clubHome).at(-1);
  return { homeTeamScore: last?.homeTeamScore ?? 0, awayTeamScore: last?.awayTeamScore ?? 0 };
}

export type DerivedLine = Omit<LiveReviewLine, 'name'>;

/**
 * Every squad player's line as the statistics form would save it: attended, kept goal when
 * named keeper, and their goals, assists, own goals and cards, in squad order.
 */
export function deriveLiveLines(
  squad: readonly number[],
  keeperID: number | null,
  events: readonly LiveEventFacts[],
): DerivedLine[] {
  const lines = new Map<number, DerivedLine>(
    squad.map((playerID) => [
      playerID,
      {
        playerID,
        attendance: 1,
        keeper: playerID === keeperID ? 1 : 0,
        goalsScored: 0,
        assists: 0,
        ownGoals: 0,
        yellowCards: 0,
        redCards: 0,
      },
    ]),
  );
  const count = (playerID: number | null, key: 'goalsScored' | 'assists' | 'ownGoals' | 'yellowCards' | 'redCards') => {
    const line = playerID === null ? undefined : lines.get(playerID);
    if (line) line[key]++;
  };
  for (const event of events) {
    if (event.type === 'goal') {
      count(event.playerID, 'goalsScored');
      count(event.assistPlayerID, 'assists');
    }
    if (event.type === 'ownGoal') count(event.playerID, 'ownGoals');
    if (event.type === 'yellowCard') count(event.playerID, 'yellowCards');
    if (event.type === 'redCard') count(event.playerID, 'redCards');
  }
  return [...lines.values()];
}

/** Club goals without a club scorer: the opponents' own goals ('Selvmål av motstanderen'). */
export function opponentOwnGoals(events: readonly LiveEventFacts[]): number {
  return events.filter((event) => event.type === 'goal' && event.playerID === null).length;
}

/** What 'Bekreft resultat' saves from a live match: the score, every squad player's line, the opponents' own goals. */
export interface LiveResult extends LiveScore {
  lines: DerivedLine[];
  opponentOwnGoals: number;
}

/**
 * The result the events give so far. finishLiveMatch saves exactly this with saveMatch, and
 * the provisional points are scored from it, so at full time they are the same numbers.
 */
export function liveResult(
  squad: readonly number[],
  keeperID: number | null,
  events: readonly LiveEventFacts[],
  clubHome: boolean,
): LiveResult {
  return {
    ...liveScore(events, clubHome),
    lines: deriveLiveLines(squad, keeperID, events),
    opponentOwnGoals: opponentOwnGoals(events),
  };
}
