import { describe, expect, it } from 'vitest';
import { auditLines } from './auditLines';

const line = (counts: Record<string, number>, name: string) => ({
  name,
  keeper: 0,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
  ...counts,
});
const match = (home: number | null, away: number | null, players: Record<string, object>, trivia = '') => ({
  homeTeam: 'VSF',
  awayTeam: 'Lyn 3',
  homeTeamScore: home,
  awayTeamScore: away,
  trivia,
  players,
});

describe('auditLines', () => {
  it('reads a saved match as its result and who scored, assisted, kept goal and was booked', () => {
    const after = match(2, 1, {
      '1': line({ keeper: 1 }, 'Kari Keeper'),
      '7': line({ goalsScored: 2 }, 'Ola Nordmann'),
      '9': line({ assists: 1, yellowCards: 1 }, 'Per Pasning'),
    });
    expect(auditLines({ kind: 'match', before: null, after })).toEqual([
      'Resultat: 2–1',
      'Oppmøte: Kari Keeper, Ola Nordmann, Per Pasning',
      'Keeper: Kari Keeper',
      'Mål: Ola Nordmann (2)',
      'Målgivende: Per Pasning',
      'Gule kort: Per Pasning',
    ]);
  });

  it('reads a corrected match as the changes only, and a reopened one as what was taken away', () => {
    const before = match(1, 1, { '7': line({ goalsScored: 1 }, 'Ola Nordmann'), '9': line({}, 'Per Pasning') }, 'Regn');
    const after = match(
      2,
      1,
      { '7': line({ goalsScored: 2 }, 'Ola Nordmann'), '9': line({ yellowCards: 1 }, 'Per Pasning') },
      'Sol',
    );
    expect(auditLines({ kind: 'match', before, after })).toEqual([
      'Resultat: 1–1 → 2–1',
      'Kampfakta: «Regn» → «Sol»',
      'Mål: Ola Nordmann 1 → 2',
      'Gule kort: Per Pasning',
    ]);
    expect(auditLines({ kind: 'match', before, after: match(null, null, {}) })).toEqual([
      'Resultat: 1–1 → ikke spilt',
      'Kampfakta: «Regn» → (tom)',
      'Oppmøte fjernet: Ola Nordmann, Per Pasning',
      'Mål fjernet: Ola Nordmann',
    ]);
  });

  it('reads other objects field by field, named as an admin reads them', () => {
    expect(
      auditLines({
        kind: 'clubPlayer',
        before: { deletable: 0, nickname: 'Bamse' },
        after: { deletable: 1, nickname: 'Bamse' },
      }),
    ).toEqual(['Kan slettes: Nei → Ja']);
    expect(auditLines({ kind: 'fixture', before: null, after: { round: 3, trivia: '', homeTeam: 'VSF' } })).toEqual([
      'Runde: 3',
      'Hjemmelag: VSF',
    ]);
    expect(auditLines({ kind: 'user', before: { username: 'ola', isAdmin: 1 }, after: null })).toEqual([
      'Brukernavn: ola',
      'Admin: Ja',
    ]);
  });
});
