import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCH_PLAYER_VOTE_HOURS,
  FULL_TIME_DAYS,
  ballotProblem,
  isFullTime,
  namesInText,
  playerOfTheMatchAnnouncement,
  playerOfTheMatchCounts,
  voteCandidates,
  voteClosesAt,
  voteClosesText,
  votePhase,
  voteResult,
  type VotePhase,
} from './matchPlayerVote';
import { addDays, osloToday } from './time';

const HOUR = 3_600_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));
const playerID = fc.integer({ min: 1, max: 12 });

describe('when the vote opens and closes', () => {
  it('is open for exactly 48 hours from full time, and only while the match has a result', () => {
    expect(MATCH_PLAYER_VOTE_HOURS).toBe(48);
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -100 * HOUR, max: 100 * HOUR }),
        fc.boolean(),
        (fullTime, after, saved) => {
          const now = new Date(fullTime.getTime() + after);
          const vote = { closesAt: voteClosesAt(fullTime) };
          expect(vote.closesAt.getTime() - fullTime.getTime()).toBe(48 * HOUR);
          const phase = votePhase(vote, saved, now);
          if (!saved) expect(phase).toBe('none');
          else expect(phase).toBe(after < 48 * HOUR ? 'open' : 'closed');
          expect(votePhase(null, saved, now)).toBe('none');
        },
      ),
    );
  });

  it('opens when a result is saved on its match day or within the week after, never for history filled in', () => {
    expect(FULL_TIME_DAYS).toBe(7);
    fc.assert(
      fc.property(instant, fc.integer({ min: -20, max: 20 }), (now, daysAgo) => {
        const today = osloToday(now);
        expect(isFullTime(addDays(today, -daysAgo), now)).toBe(daysAgo >= 0 && daysAgo <= 7);
      }),
    );
  });

  it('closes on the instant 48 hours after full time', () => {
    const fullTime = new Date('2026-09-12T15:50:00Z');
    const closesAt = voteClosesAt(fullTime);
    expect(votePhase({ closesAt }, true, new Date(closesAt.getTime() - 1))).toBe('open');
    expect(votePhase({ closesAt }, true, closesAt)).toBe('closed');
  });

  it('tells a fan when it closes, in Oslo time', () => {
    const now = new Date('2026-09-12T15:50:00Z');
    expect(voteClosesText(voteClosesAt(now), now)).toBe('Avstemningen stenger mandag 14.09.2026 kl. 17.50.');
  });
});

describe('who may be voted for, and one vote each', () => {
  it('has every player who played as a candidate, once, and nobody else', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ playerID, attendance: fc.constantFrom(0, 1) })), (lines) => {
        const candidates = voteCandidates(lines);
        expect(new Set(candidates).size).toBe(candidates.length);
        expect(new Set(candidates)).toEqual(new Set(lines.filter((l) => l.attendance === 1).map((l) => l.playerID)));
      }),
    );
  });

  it('accepts a vote only while open, for a candidate, as the user’s first', () => {
    const phase = fc.constantFrom<VotePhase>('none', 'open', 'closed');
    fc.assert(
      fc.property(phase, fc.uniqueArray(playerID), playerID, fc.boolean(), (p, candidates, chosen, hasVoted) => {
        const problem = ballotProblem({ phase: p, candidates, playerID: chosen, hasVoted });
        expect(problem === null).toBe(p === 'open' && !hasVoted && candidates.includes(chosen));
        if (p === 'none') expect(problem).toBe('notOpen');
        if (p === 'closed') expect(problem).toBe('closed');
      }),
    );
  });

  it('lets each user’s first accepted vote stand and refuses the rest', () => {
    const attempt = fc.record({ userID: fc.integer({ min: 1, max: 5 }), playerID });
    fc.assert(
      fc.property(fc.uniqueArray(playerID, { minLength: 1 }), fc.array(attempt), (candidates, attempts) => {
        const cast = new Map<number, number>();
        for (const { userID, playerID: chosen } of attempts) {
          const problem = ballotProblem({ phase: 'open', candidates, playerID: chosen, hasVoted: cast.has(userID) });
          if (problem === null) cast.set(userID, chosen);
        }
        const firsts = new Map<number, number>();
        for (const { userID, playerID: chosen } of attempts) {
          if (!firsts.has(userID) && candidates.includes(chosen)) firsts.set(userID, chosen);
        }
        expect(cast).toEqual(firsts);
      }),
    );
  });
});

describe('the winner', () => {
  const ballots = fc.array(playerID, { maxLength: 60 });

  it('counts every vote for a candidate once; the most votes win, a tie is shared, no votes no winner', () => {
    fc.assert(
      fc.property(fc.uniqueArray(playerID), ballots, (candidates, cast) => {
        const { counts, winners, totalVotes } = voteResult(cast, candidates);
        const counted = cast.filter((id) => candidates.includes(id));
        expect(totalVotes).toBe(counted.length);
        expect(counts.map((c) => c.playerID).sort((a, b) => a - b)).toEqual([...candidates].sort((a, b) => a - b));
        for (const { playerID: id, votes } of counts) expect(votes).toBe(counted.filter((c) => c === id).length);
        for (let i = 1; i < counts.length; i++) expect(counts[i - 1]!.votes).toBeGreaterThanOrEqual(counts[i]!.votes);
        const most = Math.max(0, ...counts.map((c) => c.votes));
        expect(new Set(winners)).toEqual(
          new Set(most === 0 ? [] : counts.filter((c) => c.votes === most).map((c) => c.playerID)),
        );
      }),
    );
  });

  it('does not depend on the order the votes came in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(playerID), ballots, fc.nat(), (candidates, cast, seed) => {
        const shuffled = [...cast].sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
        expect(voteResult(shuffled, candidates)).toEqual(voteResult(cast, candidates));
      }),
    );
  });

  it('counts each title of a season once per winner', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ winners: fc.uniqueArray(playerID, { maxLength: 3 }) })), (votes) => {
        const counts = playerOfTheMatchCounts(votes);
        const titles = votes.reduce((sum, vote) => sum + vote.winners.length, 0);
        expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(titles);
        for (const [id, n] of counts) expect(n).toBe(votes.filter((vote) => vote.winners.includes(id)).length);
      }),
    );
  });

  it('is announced in the fantasy chat in plain Norwegian', () => {
    const match = { homeTeam: 'Vinderen SF', awayTeam: 'Grorud IL 2' };
    expect(playerOfTheMatchAnnouncement(match, ['Ola Nordmann'], 12, 30)).toBe(
      'Kampens spiller mot Grorud IL 2 er Ola Nordmann, med 12 av 30 stemmer. Gratulerer!',
    );
    expect(playerOfTheMatchAnnouncement({ homeTeam: 'Heming', awayTeam: 'Vindern' }, ['Ola', 'Kari'], 7, 20)).toBe(
      'Kampens spiller mot Heming er Ola og Kari, med 7 av 20 stemmer hver. Gratulerer!',
    );
    expect(namesInText(['A', 'B', 'C'])).toBe('A, B og C');
  });
});
