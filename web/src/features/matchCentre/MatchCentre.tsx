import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayTeamName } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { PageTitle } from '../../ui/PageTitle';
import { QueryState } from '../../ui/QueryState';
import { MatchPlayerVote } from './MatchPlayerVote';
import { MatchSquad } from './MatchSquad';
import { MatchTimeline } from './MatchTimeline';
import { PublishedSquad } from './PublishedSquad';
import { SavedMatchFacts } from './SavedMatchFacts';
import { Scoreboard } from './Scoreboard';
import { MatchNotFoundError, useLiveMatch, useSavedMatchDetail } from './useLiveMatch';
import styles from './MatchCentre.module.css';

export const MATCH_LOAD_FAILED = 'Kampen kunne ikke lastes akkurat nå. Prøv igjen om litt.';
export const NOT_STARTED_TEXT = 'Kampen er ikke i gang ennå. Hendelsene kommer her fortløpende.';

/** Live events when the match has them; a played match's saved statistics otherwise. */
function MatchStory({ match }: { match: LiveMatch }) {
  const saved = useSavedMatchDetail(match);
  if (match.events.length > 0 || (!match.saved && match.phase !== 'notStarted')) return <MatchTimeline match={match} />;
  if (!match.saved) return <p className={`${styles.panel} ${styles.muted}`}>{NOT_STARTED_TEXT}</p>;
  if (saved.data) return <SavedMatchFacts detail={saved.data} />;
  return (
    <QueryState
      state={saved.isError ? { status: 'error', message: MATCH_LOAD_FAILED } : { status: 'loading' }}
      errorClassName={styles.panel}
    >
      {() => null}
    </QueryState>
  );
}

/** /match/:matchID: one match for fans, live while it is played; `alerts` is the page's notification switch. */
export function MatchCentre({
  matchID,
  notFound,
  alerts,
}: {
  matchID: string;
  notFound: ReactNode;
  alerts?: ReactNode;
}) {
  const query = useLiveMatch(matchID);
  if (query.error instanceof MatchNotFoundError) return <>{notFound}</>;
  if (!query.data)
    return (
      <QueryState
        state={query.isError ? { status: 'error', message: MATCH_LOAD_FAILED } : { status: 'loading' }}
        errorClassName={styles.muted}
      >
        {() => null}
      </QueryState>
    );
  const { match } = query.data;
  return (
    <article className={styles.page}>
      <PageTitle>{`${displayTeamName(match.homeTeam)} – ${displayTeamName(match.awayTeam)}`}</PageTitle>
      <Scoreboard match={match} />
      {alerts}
      {/* Only a saved match has a vote: a live match's pages do not ask for it at each goal. */}
      {match.saved && <MatchPlayerVote matchID={match.matchID} />}
      <div className={styles.columns}>
        <MatchStory match={match} />
        <div className={styles.side}>
          {match.trivia.trim() !== '' && (
            <section className={styles.panel} aria-labelledby="match-trivia-title">
              <h2 id="match-trivia-title" className={styles.panelTitle}>
                Kampfakta
              </h2>
              <p className={styles.trivia}>{match.trivia}</p>
            </section>
          )}
          {match.phase === 'notStarted' && !match.saved ? (
            <PublishedSquad matchID={match.matchID} />
          ) : (
            <MatchSquad squad={match.squad} keeperID={match.keeperID ?? null} />
          )}
        </div>
      </div>
      <p>
        <Link to="/fixtures" className={styles.back}>
          Alle kamper
        </Link>
      </p>
    </article>
  );
}
