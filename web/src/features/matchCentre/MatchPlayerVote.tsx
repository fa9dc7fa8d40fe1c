import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { namesInText, voteClosesText } from '@vsf/engine';
import type { MatchPlayerVote as Vote, VoteCandidate } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { currentUserAtom } from '../../store/session';
import { JerseyNumber } from '../../ui/JerseyNumber';
import styles from './MatchPlayerVote.module.css';

/** The vote's words (000 §2, §8). */
export const VOTE_TEXTS = {
  title: 'Kampens spiller',
  ask: 'Hvem var kampens spiller? Trykk på spilleren du vil stemme på.',
  hidden: 'Stemmene telles når avstemningen stenger.',
  thanks: 'Takk for stemmen!',
  logIn: 'Logg inn for å stemme',
  noVotes: 'Ingen stemte i denne kampen.',
  failed: 'Stemmen kunne ikke sendes. Prøv igjen om litt.',
} as const;

const votesText = (votes: number) => (votes === 1 ? '1 stemme' : `${votes} stemmer`);

function nameOf(vote: Vote, playerID: number | null): string {
  return vote.candidates.find((candidate) => candidate.playerID === playerID)?.name ?? '';
}

/** Once closed: the winner (or the winners of a tie) and every candidate's votes, as text and a bar. */
function VoteResult({ vote }: { vote: Vote }) {
  const winners = vote.winners ?? [];
  const counts = vote.counts ?? [];
  const most = Math.max(1, ...counts.map((count) => count.votes));
  return (
    <>
      {winners.length > 0 ? (
        <p className={styles.winner}>
          <span className={styles.crown} aria-hidden="true">
            ★
          </span>
          {namesInText(winners.map((id) => nameOf(vote, id)))}
        </p>
      ) : (
        <p className={styles.muted}>{VOTE_TEXTS.noVotes}</p>
      )}
      {(vote.totalVotes ?? 0) > 0 && (
        <ol className={styles.counts} aria-label="Stemmene">
          {counts.map((count) => (
            <li key={count.playerID} className={styles.count}>
              <span className={styles.countName}>{nameOf(vote, count.playerID)}</span>
              <span className={styles.countVotes}>{votesText(count.votes)}</span>
              <span className={styles.bar} style={{ width: `${(count.votes / most) * 100}%` }} aria-hidden="true" />
            </li>
          ))}
        </ol>
      )}
      {vote.totalVotes !== null && vote.totalVotes > 0 && (
        <p className={styles.muted}>{`${votesText(vote.totalVotes)} totalt.`}</p>
      )}
      {vote.myVote !== null && <p className={styles.muted}>{`Du stemte på ${nameOf(vote, vote.myVote)}.`}</p>}
    </>
  );
}

/** While open: one tap on a player votes; the count stays hidden until the vote closes. */
function VoteButtons({
  matchID,
  candidates,
  onVoted,
}: {
  matchID: string;
  candidates: VoteCandidate[];
  onVoted: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const castVote = async (playerID: number) => {
    setSending(true);
    setProblem(null);
    try {
      const answer = await api('voteMatchPlayer', { matchID, playerID });
      if (answer.success) onVoted();
      else setProblem(answer.msg);
      await refetchCalls('getMatchPlayerVote');
    } catch {
      setProblem(VOTE_TEXTS.failed);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <p>{VOTE_TEXTS.ask}</p>
      <ul className={styles.candidates}>
        {candidates.map((candidate) => (
          <li key={candidate.playerID}>
            <button
              type="button"
              className={styles.candidate}
              disabled={sending}
              onClick={() => void castVote(candidate.playerID)}
            >
              <JerseyNumber className={styles.jersey} jerseyNo={candidate.jerseyNo} />
              <span>{candidate.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/**
 * Kampens spiller on the match centre: nothing before full time; while open, the players who
 * played as buttons (one tap votes), 'Takk for stemmen!' after, and when it closes; once
 * closed, the winner and the votes. The server judges everything (the engine's
 * matchPlayerVote.ts); this only shows its answer.
 */
export function MatchPlayerVote({ matchID }: { matchID: string }) {
  const query = useApiQuery('getMatchPlayerVote', { matchID });
  const user = useAtomValue(currentUserAtom);
  const thanks = useRef<HTMLParagraphElement>(null);
  const [voted, setVoted] = useState(false);
  const vote = query.data?.vote;
  const myVote = vote?.myVote ?? null;
  // The buttons go once the vote is in: focus moves to the thanks rather than to the page's top.
  useEffect(() => {
    if (voted && myVote !== null) thanks.current?.focus();
  }, [voted, myVote]);
  if (!vote || vote.phase === 'none') return null;
  const closes = vote.closesAt ? voteClosesText(new Date(vote.closesAt), new Date()) : null;
  return (
    <section className={styles.panel} aria-labelledby="match-player-vote-title">
      <h2 id="match-player-vote-title" className={styles.title}>
        {VOTE_TEXTS.title}
      </h2>
      {vote.phase === 'closed' ? (
        <VoteResult vote={vote} />
      ) : (
        <>
          {vote.myVote !== null ? (
            <p ref={thanks} className={styles.thanks} role="status" tabIndex={-1}>
              {VOTE_TEXTS.thanks} {`Du stemte på ${nameOf(vote, vote.myVote)}.`}
            </p>
          ) : user ? (
            <VoteButtons matchID={matchID} candidates={vote.candidates} onVoted={() => setVoted(true)} />
          ) : (
            <p>
              <Link to="/login" state={{ from: { pathname: `/match/${matchID}`, search: '', hash: '' } }}>
                {VOTE_TEXTS.logIn}
              </Link>{' '}
              på kampens spiller.
            </p>
          )}
          <p className={styles.muted}>
            {closes} {VOTE_TEXTS.hidden}
          </p>
        </>
      )}
    </section>
  );
}
