import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchEventType } from './matchEvents';
import { liveEventProblem } from './liveEntry';
import { deriveLiveLines, liveScore, opponentOwnGoals, withRunningScore, type LiveEventFacts } from './liveScore';
import { validatePlayerLine } from './matchEntry';

/*
 * Model-based: any sequence of adds, corrections and deletions, each accepted or refused by
 * the engine's rules as the API does, gives the statistics lines an admin would have
 * entered by hand (counted here, event by event, as they happen).
 */

const SQUAD = [1, 2, 3, 4, 5, 6];
const KEEPER = 1;
const OUTSIDER = 99;
const HALF = 45;

type Tally = { goalsScored: number; assists: number; ownGoals: number; yellowCards: number; redCards: number };
interface Model {
  players: Map<number, Tally>;
  opponentGoals: number;
  opponentOwnGoals: number;
}

const emptyTally = (): Tally => ({ goalsScored: 0, assists: 0, ownGoals: 0, yellowCards: 0, redCards: 0 });

/** Hand entry: what one event adds to (sign 1) or takes from (sign -1) the form's counts. */
function enter(model: Model, event: LiveEventFacts, sign: 1 | -1): void {
  const bump = (playerID: number | null, key: keyof Tally) => {
    if (playerID !== null) model.players.get(playerID)![key] += sign;
  };
  if (event.type === 'goal') {
    if (event.playerID === null) model.opponentOwnGoals += sign;
    bump(event.playerID, 'goalsScored');
    bump(event.assistPlayerID, 'assists');
  }
  if (event.type === 'opponentGoal') model.opponentGoals += sign;
  if (event.type === 'ownGoal') bump(event.playerID, 'ownGoals');
  if (event.type === 'yellowCard') bump(event.playerID, 'yellowCards');
  if (event.type === 'redCard') bump(event.playerID, 'redCards');
}

const player = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SQUAD) },
  { weight: 1, arbitrary: fc.constant(OUTSIDER) },
  { weight: 2, arbitrary: fc.constant(null) },
);
const fields = fc.record({
  type: fc.constantFrom<MatchEventType>('goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard'),
  minute: fc.integer({ min: -1, max: 125 }),
  playerID: player,
  assistPlayerID: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: player }),
});
const command = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), fields }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), fields }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);

describe('the lines derived from the events', () => {
  it('equal hand entry for any sequence of adds, corrections and deletions', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), fc.boolean(), (commands, clubHome) => {
        const events = new Map<number, LiveEventFacts>();
        const model: Model = {
          players: new Map(SQUAD.map((id) => [id, emptyTally()])),
          opponentGoals: 0,
          opponentOwnGoals: 0,
        };
        let nextID = 1;
        for (const step of commands) {
          const existing = [...events.values()];
          if (step.kind === 'delete') {
            const target = existing[step.pick % Math.max(existing.length, 1)];
            if (!target) continue;
            events.delete(target.eventID);
            enter(model, target, -1);
            continue;
          }
          const target = step.kind === 'update' ? existing[step.pick % Math.max(existing.length, 1)] : undefined;
          if (step.kind === 'update' && !target) continue;
          const event: LiveEventFacts = { eventID: target?.eventID ?? nextID, ...step.fields };
          const others = existing.filter((other) => other.eventID !== event.eventID);
          if (liveEventProblem(event, { squad: SQUAD, halfLength: HALF, others }) !== null) continue;
          if (target) enter(model, target, -1);
          else nextID++;
          events.set(event.eventID, event);
          enter(model, event, 1);
        }

        const all = [...events.values()];
        const lines = deriveLiveLines(SQUAD, KEEPER, all);
        expect(lines).toEqual(
          SQUAD.map((playerID) => ({
            playerID,
            attendance: 1,
            keeper: playerID === KEEPER ? 1 : 0,
            ...model.players.get(playerID),
          })),
        );
        for (const line of lines) expect(validatePlayerLine(line)).toEqual([]);

        const goals = lines.reduce((sum, line) => sum + line.goalsScored, 0);
        const ownGoals = lines.reduce((sum, line) => sum + line.ownGoals, 0);
        expect(opponentOwnGoals(all)).toBe(model.opponentOwnGoals);
        const score = liveScore(all, clubHome);
        const [club, opponents] = clubHome
          ? [score.homeTeamScore, score.awayTeamScore]
          : [score.awayTeamScore, score.homeTeamScore];
        expect(club).toBe(goals + model.opponentOwnGoals);
        expect(opponents).toBe(ownGoals + model.opponentGoals);

        // The running score only ever goes up, one goal at a time, in minute order.
        const running = withRunningScore(all, clubHome);
        running.reduce(
          (previous, event) => {
            expect(event.minute).toBeGreaterThanOrEqual(previous.minute);
            const step = event.homeTeamScore + event.awayTeamScore - previous.total;
            expect(step).toBe(
              event.type === 'goal' || event.type === 'opponentGoal' || event.type === 'ownGoal' ? 1 : 0,
            );
            return { minute: event.minute, total: event.homeTeamScore + event.awayTeamScore };
          },
          { minute: 0, total: 0 },
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('liveEventProblem', () => {
  const context = { squad: SQUAD, halfLength: HALF, others: [] as LiveEventFacts[] };
  const goal = { eventID: 1, type: 'goal' as const, minute: 10, playerID: 2, assistPlayerID: 3 };

  it('takes a goal from the squad with an assist, and a club goal without a scorer', () => {
    expect(liveEventProblem(goal, context)).toBeNull();
    expect(liveEventProblem({ ...goal, playerID: null, assistPlayerID: null }, context)).toBeNull();
  });

  it('refuses players outside the squad, assists on anything but a goal and minutes outside the match', () => {
    expect(liveEventProblem({ ...goal, playerID: OUTSIDER }, context)).toBe('Spilleren er ikke i troppen.');
    expect(liveEventProblem({ ...goal, type: 'ownGoal' }, context)).toBe('Bare et mål kan ha en målgivende pasning.');
    expect(liveEventProblem({ ...goal, minute: 121 }, context)).toBe('Minuttet må være et helt tall fra 1 til 120.');
    expect(liveEventProblem({ ...goal, minute: 120 }, context)).toBeNull();
  });

  it('refuses a second red card and a red card next to two yellows', () => {
    const card = (eventID: number, type: 'yellowCard' | 'redCard') => ({
      ...goal,
      eventID,
      type,
      assistPlayerID: null,
    });
    expect(liveEventProblem(card(2, 'redCard'), { ...context, others: [card(1, 'redCard')] })).toBe(
      'En spiller kan få maks 1 rødt kort i en kamp.',
    );
    expect(
      liveEventProblem(card(3, 'redCard'), { ...context, others: [card(1, 'yellowCard'), card(2, 'yellowCard')] }),
    ).toBe('Et rødt kort kan ikke kombineres med to gule kort.');
  });
});
