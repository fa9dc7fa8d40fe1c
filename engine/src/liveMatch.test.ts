import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMatchDay, liveMatchEntries, type LiveMatchState, type LivePlayerLine } from './liveMatch';

const line = (name: string, change: Partial<LivePlayerLine> = {}): LivePlayerLine => ({
  name,
  goalsScored: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
  ...change,
});

const state = (change: Partial<LiveMatchState> = {}): LiveMatchState => ({
  homeTeam: 'Vinderen',
  awayTeam: 'Ullern 3',
  homeTeamScore: null,
  awayTeamScore: null,
  trivia: '',
  lines: new Map(),
  ...change,
});

const lines = fc.array(
  fc.record({
    goalsScored: fc.nat(4),
    ownGoals: fc.nat(1),
    yellowCards: fc.nat(2),
    redCards: fc.nat(1),
  }),
  { maxLength: 5 },
);
const asState = (rows: Omit<LivePlayerLine, 'name'>[]) =>
  state({ lines: new Map(rows.map((row, i) => [i + 1, { name: `Spiller ${i + 1}`, ...row }])) });

describe('liveMatchEntries', () => {
  it('announces a goal, a card, the new result and new trivia in words', () => {
    const before = state({ lines: new Map([[7, line('Ola Nordmann')]]) });
    const after = state({
      homeTeamScore: 1,
      awayTeamScore: 0,
      trivia: 'Nydelig frispark i krysset.',
      lines: new Map([[7, line('Ola Nordmann', { goalsScored: 1, yellowCards: 1 })]]),
    });
    expect(liveMatchEntries(before, after)).toEqual([
      { kind: 'goal', text: 'Mål av Ola Nordmann!' },
      { kind: 'card', text: 'Gult kort til Ola Nordmann.' },
      { kind: 'score', text: 'Stillingen er VSF 1–0 Ullern 3.' },
      { kind: 'trivia', text: 'Nydelig frispark i krysset.' },
    ]);
  });

  it('says nothing when nothing changed, and one entry per goal and card added', () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const rows = b.slice(0, a.length);
        expect(liveMatchEntries(asState(a), asState(a))).toEqual([]);
        const entries = liveMatchEntries(asState(a), asState(rows));
        const added = (pick: (row: (typeof a)[number]) => number) =>
          rows.reduce((sum, row, i) => sum + Math.max(0, pick(row) - pick(a[i]!)), 0);
        expect(entries.filter((e) => e.kind === 'goal')).toHaveLength(
          added((row) => row.goalsScored) + added((row) => row.ownGoals),
        );
        expect(entries.filter((e) => e.kind === 'card')).toHaveLength(
          added((row) => row.yellowCards) + added((row) => row.redCards),
        );
      }),
    );
  });

  it('does not announce a cleared result or unchanged trivia', () => {
    const played = state({ homeTeamScore: 2, awayTeamScore: 2, trivia: 'Regn.' });
    expect(liveMatchEntries(played, state({ trivia: ' Regn. ' }))).toEqual([]);
  });
});

describe('isMatchDay', () => {
  it("is the match's own Oslo calendar day", () => {
    expect(isMatchDay('2026-11-22', new Date('2026-11-22T12:00:00+01:00'))).toBe(true);
    expect(isMatchDay('2026-11-22', new Date('2026-11-21T23:30:00Z'))).toBe(true);
    expect(isMatchDay('2026-11-22', new Date('2026-11-22T23:30:00Z'))).toBe(false);
  });
});
