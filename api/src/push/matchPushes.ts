import type { Knex } from 'knex';
import {
  clubPlaysHome,
  correctionText,
  deletionText,
  eventTickerText,
  liveScore,
  playerDisplayName,
  withRunningScore,
  type LiveEventFacts,
  type LiveScore,
  type MatchEventType,
} from '@vsf/engine';
import { CANCELLED_TEXT, type LiveState } from '../match';
import type { MatchEventTableRow } from '../platform/db/tables';
import { cancelledPushText, correctionPushText, eventPushText, phasePushText, type PushText } from './pushTexts';
import type { QueuedPush } from './pushQueue';

const MINUTE_MS = 60_000;

/**
 * How long each kind is worth sending (the push service's TTL): a goal is old news within the
 * half hour, a half-time within the break; the final score is worth knowing all evening.
 */
const LIFETIME_MS = {
  kickOff: 30 * MINUTE_MS,
  goal: 30 * MINUTE_MS,
  redCard: 30 * MINUTE_MS,
  correction: 30 * MINUTE_MS,
  halfTime: 20 * MINUTE_MS,
  fullTime: 3 * 60 * MINUTE_MS,
  cancelled: 3 * 60 * MINUTE_MS,
} as const;

type MatchPushKind = keyof typeof LIFETIME_MS;

/** The notification a newer one of the match replaces on the device: one per match and kind. */
const TAG_OF: Record<MatchPushKind, 'score' | 'card' | 'phase'> = {
  kickOff: 'phase',
  goal: 'score',
  redCard: 'card',
  correction: 'score',
  halfTime: 'phase',
  fullTime: 'phase',
  cancelled: 'phase',
};

const GOALS: readonly MatchEventType[] = ['goal', 'opponentGoal', 'ownGoal'];
/** What is pushed of the events: goals and red cards (a yellow card is not worth a phone's buzz). */
const PUSHED: readonly MatchEventType[] = [...GOALS, 'redCard'];

function facts(row: MatchEventTableRow): LiveEventFacts {
  return {
    eventID: row.id,
    type: row.type,
    minute: row.minute,
    playerID: row.playerId,
    assistPlayerID: row.assistPlayerId,
  };
}

/** Each event by its id with the score after it, as the ticker counts it. */
function runningScores(state: LiveState, clubHome: boolean): Map<number, LiveEventFacts & LiveScore> {
  return new Map(withRunningScore(state.events.map(facts), clubHome).map((event) => [event.eventID, event]));
}

async function playerNames(db: Knex, states: readonly LiveState[]): Promise<Map<number, string>> {
  const ids = [...new Set(states.flatMap((state) => state.events.map((row) => row.playerId)))].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return new Map();
  const rows = await db('players').whereIn('id', ids).select('id', 'firstName', 'lastName', 'nickname');
  return new Map(rows.map((row) => [row.id, playerDisplayName(row)]));
}

/**
 * What a live write tells the fans who follow the matches, found by comparing the match as the
 * write found it (`before`, read under its lock) with the match after it: kick-off, half-time
 * and full time (not a step back that undoes a wrong tap), each goal and red card entered, and
 * a correction for each goal or red card changed or deleted, with the ticker's own words. A
 * cancelled entry says so once.
 */
export async function matchPushes(db: Knex, before: LiveState, after: LiveState, now: Date): Promise<QueuedPush[]> {
  const { fixture } = before;
  const clubHome = clubPlaysHome(fixture.homeTeam, fixture.awayTeam);
  const opponent = clubHome ? fixture.awayTeam : fixture.homeTeam;
  const push = (kind: MatchPushKind, text: PushText): QueuedPush => ({
    topic: 'matches',
    kind,
    ...text,
    url: `/match/${encodeURIComponent(fixture.matchId)}`,
    tag: `${fixture.matchId}:${TAG_OF[kind]}`,
    pushTopic: `match${fixture.id}`,
    urgency: kind === 'goal' || kind === 'correction' ? 'high' : 'normal',
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  if (before.live && !after.live) return [push('cancelled', cancelledPushText(fixture, CANCELLED_TEXT))];

  const score = liveScore(after.events.map(facts), clubHome);
  const pushes: QueuedPush[] = [];
  const from = before.live?.phase ?? 'notStarted';
  const to = after.live?.phase ?? 'notStarted';
  if (from === 'notStarted' && to === 'firstHalf')
    pushes.push(push('kickOff', phasePushText('kickOff', fixture, score)));
  if (from === 'firstHalf' && to === 'halfTime')
    pushes.push(push('halfTime', phasePushText('halfTime', fixture, score)));
  if (from !== 'finished' && from !== 'notStarted' && to === 'finished')
    pushes.push(push('fullTime', phasePushText('fullTime', fixture, score)));

  const was = new Map(before.events.map((row) => [row.id, row]));
  const is = new Map(after.events.map((row) => [row.id, row]));
  const touched = [
    ...after.events.filter((row) => !was.has(row.id) || was.get(row.id)!.version !== row.version),
    ...before.events.filter((row) => !is.has(row.id)),
  ];
  if (touched.length === 0) return pushes;
  const names = await playerNames(db, [before, after]);
  const nameOf = (row: MatchEventTableRow) => (row.playerId === null ? null : (names.get(row.playerId) ?? ''));
  const scoresBefore = runningScores(before, clubHome);
  const scoresAfter = runningScores(after, clubHome);
  const tickerText = (row: MatchEventTableRow, scores: Map<number, LiveScore>) =>
    eventTickerText({ type: row.type, playerName: nameOf(row), ...scores.get(row.id)! }, opponent);

  for (const row of touched) {
    const old = was.get(row.id);
    const current = is.get(row.id);
    if (!old && current && PUSHED.includes(current.type)) {
      const text = eventPushText(
        fixture,
        opponent,
        { ...current, player: nameOf(current) },
        scoresAfter.get(current.id)!,
      );
      if (text) pushes.push(push(GOALS.includes(current.type) ? 'goal' : 'redCard', text));
    } else if (old && current && (PUSHED.includes(old.type) || PUSHED.includes(current.type))) {
      const text = correctionText(tickerText(current, scoresAfter));
      pushes.push(push('correction', correctionPushText(fixture, score, text)));
    } else if (old && !current && PUSHED.includes(old.type)) {
      pushes.push(
        push('correction', correctionPushText(fixture, score, deletionText(tickerText(old, scoresBefore), score))),
      );
    }
  }
  return pushes;
}
