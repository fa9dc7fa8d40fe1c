import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveScore, clubPlaysHome, type LiveEventFacts } from './liveScore';
import { escapeText, matchReport, matchReportTitle, type MatchReportFacts, type ReportPlayer } from './matchReport';
import type { MatchEventType } from './matchEvents';

const CLUB_GOALS = new Set<MatchEventType>(['goal']);
const OPPONENT_GOALS = new Set<MatchEventType>(['opponentGoal', 'ownGoal']);

/** Players 1–6, with names no other name contains. */
const SQUAD: ReportPlayer[] = [1, 2, 3, 4, 5, 6].map((playerID) => ({
  playerID,
  name: `Spiller${'ABCDEF'[playerID - 1]}`,
  jerseyNo: 10 - playerID,
  keeper: playerID === 1 ? 1 : 0,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
}));

const event = fc.record({
  type: fc.constantFrom<MatchEventType>('goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard'),
  minute: fc.integer({ min: 1, max: 95 }),
  playerID: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  assistPlayerID: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

/** A match the touchline entered: the saved score is what the events give. */
const enteredMatch = fc
  .record({ clubHome: fc.boolean(), events: fc.array(event, { maxLength: 14 }) })
  .map(({ clubHome, events }): MatchReportFacts => {
    const facts: LiveEventFacts[] = events.map((e, index) => ({
      eventID: index + 1,
      type: e.type,
      minute: e.minute,
      // Only a club goal may lack a player (the opponents' own goal); an opponents' goal has none.
      playerID: e.type === 'opponentGoal' ? null : e.type === 'goal' ? e.playerID : (e.playerID ?? 2),
      assistPlayerID:
        e.type === 'goal' && e.playerID !== null && e.assistPlayerID !== e.playerID ? e.assistPlayerID : null,
    }));
    const [homeTeam, awayTeam] = clubHome ? ['Vinderen SF', 'Grorud IL 2'] : ['Grorud IL 2', 'Vinderen SF'];
    const score = liveScore(facts, clubPlaysHome(homeTeam, awayTeam));
    return {
      matchID: 'M1',
      homeTeam,
      awayTeam,
      ...score,
      date: '2026-09-12',
      players: SQUAD,
      events: facts,
      trivia: '',
      vote: { phase: 'none' },
    };
  });

const storyLines = (html: string): string[] => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);

describe('the match report drafted from the touchline', () => {
  it('tells every goal and card once, in minute order (then in the order entered)', () => {
    fc.assert(
      fc.property(enteredMatch, (facts) => {
        const lines = storyLines(matchReport(facts).html);
        expect(lines).toHaveLength(facts.events.length);
        const ordered = [...facts.events].sort((a, b) => a.minute - b.minute || a.eventID - b.eventID);
        lines.forEach((line, index) => {
          const entered = ordered[index]!;
          expect(line.startsWith(`${entered.minute}. minutt: `)).toBe(true);
          const name = SQUAD.find((p) => p.playerID === entered.playerID)?.name;
          const expected = {
            goal: name ? `Mål av ${name}` : 'Selvmål av motstanderen',
            opponentGoal: 'Mål av Grorud IL 2',
            ownGoal: `Selvmål av ${name}`,
            yellowCard: `Gult kort til ${name}`,
            redCard: `Rødt kort til ${name}`,
          }[entered.type];
          expect(line).toContain(`: ${expected}`);
          if (entered.assistPlayerID !== null) {
            expect(line).toContain(`(målgivende: ${SQUAD.find((p) => p.playerID === entered.assistPlayerID)!.name})`);
          }
        });
      }),
    );
  });

  it('gives each goal the running score, ending at the result', () => {
    fc.assert(
      fc.property(enteredMatch, (facts) => {
        const scores = storyLines(matchReport(facts).html)
          .map((line) => /, (\d+)–(\d+)\.$/.exec(line))
          .filter((m) => m !== null)
          .map((m) => [Number(m[1]), Number(m[2])]);
        const goals = facts.events.filter((e) => CLUB_GOALS.has(e.type) || OPPONENT_GOALS.has(e.type)).length;
        expect(scores).toHaveLength(goals);
        if (goals > 0) expect(scores.at(-1)).toEqual([facts.homeTeamScore, facts.awayTeamScore]);
      }),
    );
  });

  it('has the result in its title, the club’s goals first, and the right word for it', () => {
    fc.assert(
      fc.property(enteredMatch, (facts) => {
        const title = matchReportTitle(facts);
        const home = facts.homeTeam === 'Vinderen SF';
        const [goalsFor, goalsAgainst] = home
          ? [facts.homeTeamScore, facts.awayTeamScore]
          : [facts.awayTeamScore, facts.homeTeamScore];
        const [, played] = /(\d+–\d+)/.exec(title)!;
        expect(played).toBe(`${goalsFor}–${goalsAgainst}`);
        if (goalsFor > goalsAgainst) expect(title.startsWith('VSF vant ')).toBe(true);
        if (goalsFor === goalsAgainst) expect(title.startsWith('Uavgjort ')).toBe(true);
        if (goalsFor < goalsAgainst) expect(title.startsWith('Tap ')).toBe(true);
        expect(title.endsWith(`${home ? '' : 'borte '}mot Grorud IL 2`)).toBe(true);
        expect(matchReport(facts).title).toBe(title);
      }),
    );
  });

  it('words the three results as the club says them', () => {
    const base: Omit<MatchReportFacts, 'homeTeam' | 'awayTeam' | 'homeTeamScore' | 'awayTeamScore'> = {
      matchID: 'M1',
      date: '2026-09-12',
      players: [],
      events: [],
      trivia: '',
      vote: { phase: 'none' },
    };
    const t = (homeTeam: string, awayTeam: string, homeTeamScore: number, awayTeamScore: number) =>
      matchReportTitle({ ...base, homeTeam, awayTeam, homeTeamScore, awayTeamScore });
    expect(t('Vinderen SF', 'Grorud IL 2', 2, 1)).toBe('VSF vant 2–1 mot Grorud IL 2');
    expect(t('Heming', 'Vinderen', 1, 1)).toBe('Uavgjort 1–1 borte mot Heming');
    expect(t('Korsvoll IL 2', 'Vindern', 3, 0)).toBe('Tap 0–3 borte mot Korsvoll IL 2');
    const long = t('Vinderen SF', 'Et veldig langt lagnavn '.repeat(6), 12, 10);
    expect(long).toHaveLength(100);
    expect(long.startsWith('VSF vant 12–10 mot Et veldig')).toBe(true);
  });
});

describe('the match report of a match entered in the statistics form', () => {
  const counts = fc.array(fc.record({ goals: fc.nat(3), yellow: fc.nat(1), assists: fc.nat(2) }), {
    minLength: 6,
    maxLength: 6,
  });

  it('names each scorer once with their goals, and the booked players', () => {
    fc.assert(
      fc.property(counts, (perPlayer) => {
        const players = SQUAD.map((p, i) => ({
          ...p,
          goalsScored: perPlayer[i]!.goals,
          yellowCards: perPlayer[i]!.yellow,
          assists: perPlayer[i]!.assists,
        }));
        const goals = players.reduce((sum, p) => sum + p.goalsScored, 0);
        const facts: MatchReportFacts = {
          matchID: 'M2',
          homeTeam: 'Vinderen SF',
          awayTeam: 'Heming',
          homeTeamScore: goals,
          awayTeamScore: 1,
          date: '2026-09-12',
          players,
          events: [],
          trivia: '',
          vote: { phase: 'none' },
        };
        const lines = storyLines(matchReport(facts).html);
        const goalLine = lines.find((line) => line.startsWith('Mål: ')) ?? '';
        const yellowLine = lines.find((line) => line.startsWith('Gule kort: ')) ?? '';
        for (const p of players) {
          const named = goalLine.split(/: |, |\.$/).filter((part) => part.startsWith(p.name));
          expect(named).toEqual(
            p.goalsScored === 0 ? [] : [p.goalsScored > 1 ? `${p.name} (${p.goalsScored})` : p.name],
          );
          expect(yellowLine.includes(p.name)).toBe(p.yellowCards > 0);
        }
        expect(goalLine === '').toBe(goals === 0);
      }),
    );
  });
});

describe('the rest of the report', () => {
  const facts: MatchReportFacts = {
    matchID: 'M 3',
    homeTeam: 'Grorud IL 2',
    awayTeam: 'Vinderen SF',
    homeTeamScore: 0,
    awayTeamScore: 1,
    date: '2026-09-12',
    players: [
      { ...SQUAD[0]!, name: 'Ola <Keeper> & Co' },
      { ...SQUAD[1]!, goalsScored: 1 },
    ],
    events: [],
    trivia: 'Regn <b>hele</b> kampen',
    vote: { phase: 'open', closesAt: new Date('2026-09-14T16:00:00Z') },
  };

  it('names the keeper, the trivia and the squad, escaping what people typed', () => {
    const { html } = matchReport(facts);
    expect(html).toContain('<p>Lørdag 12.09.2026, borte: Grorud IL 2 0–1 VSF.</p>');
    expect(html).toContain('<p>I mål: Ola &lt;Keeper&gt; &amp; Co.</p>');
    expect(html).toContain('<p>Regn &lt;b&gt;hele&lt;/b&gt; kampen</p>');
    expect(html).toContain('<p>Tropp: SpillerB, Ola &lt;Keeper&gt; &amp; Co.</p>');
    expect(html).not.toContain('<Keeper>');
    expect(escapeText(`"'`)).toBe('&quot;&#39;');
  });

  it('asks for votes while the vote is open, and names the player of the match once it has closed', () => {
    expect(matchReport(facts).html).toContain(
      '<a href="/match/M%203">Stem på kampsiden</a> før avstemningen stenger mandag 14.09.2026 kl. 18.00.',
    );
    const closed = matchReport({ ...facts, vote: { phase: 'closed', winners: [2, 1] } }).html;
    expect(closed).toContain('<p>Kampens spiller, kåret av supporterne: SpillerB og Ola &lt;Keeper&gt; &amp; Co.</p>');
    expect(closed).not.toContain('Stem på kampsiden');
    const noVotes = matchReport({ ...facts, vote: { phase: 'closed', winners: [] } }).html;
    expect(noVotes).not.toContain('Kampens spiller');
  });
});
