import { displayTeamName, type LiveReviewLine } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import type { OutboxWrite } from './outbox';
import { Refusal } from './Refusal';
import { LIVE_TEXTS } from './texts';
import { useResultCall } from './useResultCall';
import styles from './LiveEntry.module.css';

/** What a line holds, in words; attendance alone says nothing beyond being listed. */
function lineFacts(line: LiveReviewLine): string[] {
  const counts: [number, string, string][] = [
    [line.goalsScored, 'mål', 'mål'],
    [line.assists, 'målgivende', 'målgivende'],
    [line.ownGoals, 'selvmål', 'selvmål'],
    [line.yellowCards, 'gult kort', 'gule kort'],
    [line.redCards, 'rødt kort', 'røde kort'],
  ];
  return [
    ...(line.keeper === 1 ? ['keeper'] : []),
    ...counts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`),
  ];
}

interface LiveReviewProps {
  match: LiveMatch;
  /** Writes not yet with the server: a result is never confirmed while a goal waits. */
  unsent: number;
  enter: (write: OutboxWrite) => void;
}

/**
 * After 'Slutt': the statistics lines the events give, exactly as 'Bekreft resultat' saves
 * them through the statistics form's save, and the way back to the second half.
 */
export function LiveReview({ match, unsent, enter }: LiveReviewProps) {
  const review = useApiQuery('getLiveMatchReview', { matchID: match.matchID });
  const {
    busy: saving,
    message,
    run: confirm,
  } = useResultCall(
    'finishLiveMatch',
    match.matchID,
    'Fikk ikke kontakt med serveren. Resultatet er ikke lagret; prøv igjen.',
  );

  return (
    <section className={styles.review} aria-labelledby="live-review">
      <h2 id="live-review">Statistikk fra kampen</h2>
      {message && <Refusal message={message} />}
      <QueryState
        state={
          review.isError
            ? { status: 'error', message: 'Kunne ikke hente statistikken. Prøv igjen om litt.' }
            : review.data
              ? { status: 'ready', data: review.data }
              : { status: 'loading' }
        }
        errorClassName={styles.error}
      >
        {({ data }) => (
          <>
            <p className={styles.result}>
              Resultat: {displayTeamName(match.homeTeam)} {data.homeTeamScore}–{data.awayTeamScore}{' '}
              {displayTeamName(match.awayTeam)}
            </p>
            {(data.opponentOwnGoals ?? 0) > 0 && (
              <p>
                {LIVE_TEXTS.opponentOwnGoal}: {data.opponentOwnGoals}
              </p>
            )}
            <ul className={styles.reviewLines}>
              {data.lines.map((line) => (
                <li key={line.playerID}>
                  <span className={styles.reviewName}>{line.name}</span>
                  <span className={styles.muted}>{lineFacts(line).join(', ') || 'spilte'}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {unsent > 0 && <p className={styles.error}>Vent til alle hendelser er sendt før du bekrefter resultatet.</p>}
      <div className={styles.reviewButtons}>
        <button
          type="button"
          className={styles.secondaryWide}
          onClick={() => enter({ call: 'setMatchPhase', input: { matchID: match.matchID, phase: 'secondHalf' } })}
        >
          Tilbake til 2. omgang
        </button>
        <button
          type="button"
          className={styles.kickOff}
          disabled={saving || unsent > 0 || !review.data}
          onClick={() => void confirm()}
        >
          {LIVE_TEXTS.confirmResult}
        </button>
      </div>
    </section>
  );
}
