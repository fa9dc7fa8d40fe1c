import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Boost } from './points';
import {
  boostButtons,
  boostUsedFlags,
  chosenPlayers,
  hasTeam,
  toggleBoost,
  validateTeam,
  type TeamRulesContext,
} from './team';
import { fantasyDeadline } from './time';

const matchDate = '2026-05-24';
const beforeDeadline = new Date(fantasyDeadline(matchDate).getTime() - 60_000);
const team = [1, 2, 3, 4, 5, 6, 7];
const context: TeamRulesContext = {
  isCurrentRound: true,
  matchDate,
  now: beforeDeadline,
  activePlayerIDs: new Set(Array.from({ length: 20 }, (_, index) => index + 1)),
  previousPlayers: team,
  allowance: 2,
  boostsUsedEarlier: new Set(),
};
const valid = { players: team, captain: 1, activeBoost: null };
const problems = (...args: Parameters<typeof validateTeam>): string[] =>
  validateTeam(...args).map((report) => report.problem);

describe('validateTeam', () => {
  it('accepts 7 distinct active players with a captain', () => {
    expect(validateTeam(valid, context)).toEqual([]);
    expect(validateTeam({ ...valid, players: [1, 2, 3, 4, 5, 8, 9], activeBoost: 'attackBoost' }, context)).toEqual([]);
  });

  it('gives the spec’s message for each failure', () => {
    expect(validateTeam({ ...valid, players: [1, 2, 3, 4, 5, 6, 0] }, context).map((report) => report.message)).toEqual(
      ['Du må velge 7 spillere før du kan lagre...'],
    );
    expect(validateTeam({ ...valid, captain: null }, context).map((report) => report.message)).toEqual([
      'Vennligst velg en kaptein.',
    ]);
    expect(problems({ ...valid, captain: 9 }, context)).toEqual(['noCaptain']);
    expect(validateTeam({ ...valid, players: [1, 1, 2, 3, 4, 5, 6] }, context).map((report) => report.message)).toEqual(
      ['Denne spilleren er allerede på banen. Vennligst velg en annen...'],
    );
    expect(
      validateTeam(valid, { ...context, now: fantasyDeadline(matchDate) }).map((report) => report.message),
    ).toEqual(['Fristen for å foreta bytter er passert. Du må vente til neste runde før du kan bytte igjen...']);
    expect(
      validateTeam({ ...valid, players: [1, 2, 3, 4, 8, 9, 10] }, context).map((report) => report.message),
    ).toEqual(['Du kan ikke bytte denne spilleren. Du har brukt opp dine bytter...']);
  });

  it('refuses other rounds, inactive players and used boosts', () => {
    expect(problems(valid, { ...context, isCurrentRound: false })).toEqual(['notCurrentRound']);
    expect(problems({ ...valid, players: [1, 2, 3, 4, 5, 6, 99] }, { ...context, allowance: null })).toEqual([
      'inactivePlayer',
    ]);
    expect(
      problems(
        { ...valid, activeBoost: 'superCaptain' },
        { ...context, boostsUsedEarlier: new Set<Boost>(['superCaptain']) },
      ),
    ).toEqual(['boostAlreadyUsed']);
  });

  it('lets the first selection change everything', () => {
    expect(
      validateTeam(
        { ...valid, players: [11, 12, 13, 14, 15, 16, 17], captain: 11 },
        { ...context, previousPlayers: null, allowance: null },
      ),
    ).toEqual([]);
  });

  it('never accepts a team of fewer or more than 7, or with duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 12 }), (players) => {
        const problems = validateTeam(
          { players, captain: players[0] ?? null, activeBoost: null },
          { ...context, previousPlayers: null, allowance: null },
        );
        const isSevenDistinct = players.length === 7 && new Set(players).size === 7;
        expect(problems.length === 0).toBe(isSevenDistinct);
      }),
    );
  });
});

describe('team helpers', () => {
  it('treats 0 as an empty slot and a missing first player as no team', () => {
    expect(chosenPlayers([3, 0, 4])).toEqual([3, 4]);
    expect(hasTeam(null)).toBe(false);
    expect(hasTeam([])).toBe(false);
    expect(hasTeam([0, 2])).toBe(false);
    expect(hasTeam([5])).toBe(true);
  });
});

describe('boosts', () => {
  const open = { canChange: true, boostsUsedEarlier: new Set<Boost>(['defenceBoost']) };

  it('toggles on and off, one at a time', () => {
    expect(toggleBoost(null, 'attackBoost', open)).toEqual({ ok: true, activeBoost: 'attackBoost' });
    expect(toggleBoost('attackBoost', 'attackBoost', open)).toEqual({ ok: true, activeBoost: null });
    expect(toggleBoost('attackBoost', 'superCaptain', open)).toEqual({ ok: true, activeBoost: 'superCaptain' });
  });

  it('refuses a used boost and any change after the deadline', () => {
    expect(toggleBoost(null, 'defenceBoost', open)).toEqual({ ok: false, problem: 'boostAlreadyUsed' });
    expect(toggleBoost(null, 'attackBoost', { ...open, canChange: false })).toEqual({
      ok: false,
      problem: 'deadlinePassed',
    });
  });

  it('labels the buttons', () => {
    expect(boostButtons('attackBoost', open)).toEqual([
      { boost: 'attackBoost', label: 'Deaktiver angrepsboost', badge: 'Aktivert', disabled: false },
      { boost: 'defenceBoost', label: 'Forsvarsboost', badge: null, disabled: true },
      { boost: 'superCaptain', label: 'Superkaptein', badge: null, disabled: false },
    ]);
    expect(boostButtons(null, { ...open, canChange: false }).every((button) => button.disabled)).toBe(true);
  });

  it('stores earlier uses and this round’s boost as used', () => {
    expect(boostUsedFlags(new Set<Boost>(['defenceBoost']), 'superCaptain')).toEqual({
      attackBoostUsed: 0,
      defenceBoostUsed: 1,
      superCaptainUsed: 1,
    });
  });
});
