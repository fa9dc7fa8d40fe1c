import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_REQUEST_LEAD_MS,
  AVAILABILITY_STATUSES,
  PLAYER_STATUS_LABELS,
  PLAYER_STATUSES,
  availabilityRequestDue,
  availabilityRequestText,
  isBeforeKickoff,
  kickoffAt,
  mayAnswerFor,
  opponentOf,
  passesSquadFilter,
  playerOutText,
  playerStatus,
  statusTone,
  warnsManager,
  type AnswerFacts,
  type SquadFacts,
} from './availability';
import { fantasyDeadline } from './time';

const BASE = Date.UTC(2026, 10, 1);
const instant = fc.integer({ min: 0, max: 30 * 24 * 60 }).map((minutes) => new Date(BASE + minutes * 60_000));
const status = fc.constantFrom(...AVAILABILITY_STATUSES);
const answer: fc.Arbitrary<AnswerFacts | null> = fc.option(fc.record({ status, answeredAt: instant }), {
  nil: null,
});
const playerID = fc.integer({ min: 1, max: 12 });
const squad: fc.Arbitrary<SquadFacts | null> = fc.option(
  fc.record({
    playerIDs: fc.uniqueArray(playerID, { maxLength: 12 }).map((ids) => new Set(ids)),
    changedAt: instant,
  }),
  { nil: null },
);
const flag = fc.constantFrom(0 as const, 1 as const);
const match = fc.record({ kickoff: instant, started: fc.boolean(), saved: fc.boolean() });

describe('who may answer for a club player', () => {
  it('is an admin for anyone, or a player for the profile linked to their own account', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        flag,
        flag,
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        (userID, isAdmin, isPlayer, linked) => {
          const may = mayAnswerFor({ userID, isAdmin, isPlayer }, { userId: linked });
          expect(may).toBe(isAdmin === 1 || (isPlayer === 1 && linked === userID));
        },
      ),
    );
  });

  it('never lets a fan without the player flag answer, even for a profile linked to them', () => {
    expect(mayAnswerFor({ userID: 7, isAdmin: 0, isPlayer: 0 }, { userId: 7 })).toBe(false);
    expect(mayAnswerFor({ userID: 7, isAdmin: 0, isPlayer: 1 }, { userId: null })).toBe(false);
  });
});

describe('until when', () => {
  it('answers and the squad stay open exactly until kick-off, a touchline start or a saved result', () => {
    fc.assert(
      fc.property(match, instant, (clock, now) => {
        const open = isBeforeKickoff(clock, now);
        expect(open).toBe(!clock.started && !clock.saved && now < clock.kickoff);
      }),
    );
  });

  it('closes at the kick-off minute itself, on Oslo time', () => {
    const kickoff = kickoffAt('2026-06-13', '18.30');
    expect(kickoff.toISOString()).toBe('2026-06-13T16:30:00.000Z');
    const clock = { kickoff, started: false, saved: false };
    expect(isBeforeKickoff(clock, new Date(kickoff.getTime() - 1))).toBe(true);
    expect(isBeforeKickoff(clock, kickoff)).toBe(false);
  });

  it('asks a player who has not answered only in the three days before kick-off, while answers are open', () => {
    fc.assert(
      fc.property(match, instant, (clock, now) => {
        const due = availabilityRequestDue(clock, now);
        const left = clock.kickoff.getTime() - now.getTime();
        expect(due).toBe(isBeforeKickoff(clock, now) && left <= AVAILABILITY_REQUEST_LEAD_MS);
        if (due) expect(left).toBeGreaterThan(0);
      }),
    );
  });
});

describe('what a manager is told about a player', () => {
  it('is never about a squad before one is published: only a doubt is news', () => {
    fc.assert(
      fc.property(playerID, answer, (id, given) => {
        const shown = playerStatus(id, given, null);
        expect(shown).toBe(given === null || given.status === 'available' ? null : given.status);
      }),
    );
  });

  it('is "Ikke i troppen" for everyone a published squad leaves out, whatever they answered', () => {
    fc.assert(
      fc.property(playerID, answer, squad, (id, given, published) => {
        fc.pre(published !== null && !published.playerIDs.has(id));
        expect(playerStatus(id, given, published)).toBe('notInSquad');
      }),
    );
  });

  it('keeps a picked player "I troppen" unless he doubts after the squad last changed', () => {
    fc.assert(
      fc.property(playerID, answer, squad, (id, given, published) => {
        fc.pre(published !== null && published.playerIDs.has(id));
        const shown = playerStatus(id, given, published);
        const laterDoubt =
          given !== null && given.status !== 'available' && given.answeredAt.getTime() > published!.changedAt.getTime();
        expect(shown).toBe(laterDoubt ? given!.status : 'inSquad');
      }),
    );
  });

  it('is always one of the four statuses or nothing, each with its own words', () => {
    fc.assert(
      fc.property(playerID, answer, squad, (id, given, published) => {
        const shown = playerStatus(id, given, published);
        expect(shown === null || PLAYER_STATUSES.includes(shown)).toBe(true);
      }),
    );
    const labels = PLAYER_STATUSES.map((each) => PLAYER_STATUS_LABELS[each]);
    expect(labels).toEqual(['I troppen', 'Usikker', 'Kan ikke', 'Ikke i troppen']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(AVAILABILITY_STATUSES.map((each) => AVAILABILITY_LABELS[each])).toEqual([
      'Kan spille',
      'Usikker',
      'Kan ikke',
    ]);
  });

  it('warns a manager of the players who will not play, and lets only the squad through the filter', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...PLAYER_STATUSES), { nil: null }), fc.boolean(), (shown, only) => {
        expect(warnsManager(shown)).toBe(shown !== null && statusTone(shown) === 'out');
        expect(passesSquadFilter(shown, only)).toBe(!only || shown === 'inSquad');
      }),
    );
  });
});

describe('texts', () => {
  const fixture = { homeTeam: 'Grorud IL 2', awayTeam: 'Vinderen SF', date: '2026-12-04', time: '19.30' };

  it('name the opponent, whichever side the club plays on', () => {
    expect(opponentOf(fixture)).toBe('Grorud IL 2');
    expect(opponentOf({ homeTeam: 'Vinderen SF', awayTeam: 'Lyn 3' })).toBe('Lyn 3');
  });

  it('ask a player for an answer', () => {
    expect(availabilityRequestText(fixture)).toBe(
      'Kan du spille mot Grorud IL 2 fredag 04.12.2026 kl. 19.30? Svar før avspark.',
    );
  });

  it("tell a manager to change before the round's deadline", () => {
    const deadline = fantasyDeadline('2026-12-04');
    expect(playerOutText('Ola Nordmann', 'notInSquad', fixture, deadline)).toBe(
      'Ola Nordmann er ikke i troppen mot Grorud IL 2 – bytt før fristen torsdag 23:59',
    );
    expect(playerOutText('Ola Nordmann', 'unavailable', fixture, deadline)).toBe(
      'Ola Nordmann kan ikke spille mot Grorud IL 2 – bytt før fristen torsdag 23:59',
    );
  });
});
