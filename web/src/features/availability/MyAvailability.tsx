import { loadableOf } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { FixtureAnswer } from './FixtureAnswer';
import styles from './MyAvailability.module.css';

export const MY_AVAILABILITY_TEXTS = {
  intro: 'Svar for hver kamp om du kan spille. Du kan endre svaret helt til avspark.',
  none: 'Ingen kommende kamper å svare på.',
  loadFailed: 'Kunne ikke hente kampene. Prøv igjen om litt.',
} as const;

/**
 * /fantasy/availability: a club player's answers for the coming fixtures, one card each, in
 * date order. One tap answers; the comment is a second, optional step.
 */
export function MyAvailability() {
  const query = useApiQuery('getMyAvailability', {});
  return (
    <div className={styles.view}>
      <p className={styles.intro}>{MY_AVAILABILITY_TEXTS.intro}</p>
      <QueryState
        state={loadableOf(query, MY_AVAILABILITY_TEXTS.loadFailed)}
        errorClassName={styles.error}
        empty={{
          isEmpty: ({ value }) => value.fixtures.length === 0,
          text: MY_AVAILABILITY_TEXTS.none,
          className: styles.empty,
        }}
      >
        {({ value }) => (
          <ol className={styles.list}>
            {value.fixtures.map(({ match, answer }) => (
              <li key={match.matchID}>
                <FixtureAnswer match={match} answer={answer} />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
