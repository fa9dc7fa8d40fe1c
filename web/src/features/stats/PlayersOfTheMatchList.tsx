import type { StatsSeason } from '../../shared/player/types';
import { loadableOf } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { openableRow } from '../../ui/openableRow';
import frame from '../../ui/dataView.module.css';
import styles from './StatsView.module.css';

export const PLAYERS_OF_THE_MATCH_TEXTS = {
  title: 'Kampens spiller',
  about: 'Kåret av supporterne etter hver kamp.',
  empty: 'Ingen er kåret til kampens spiller i denne sesongen ennå.',
  failed: 'Kunne ikke hente kampens spiller. Prøv igjen om litt.',
} as const;

/**
 * The fans' players of the match in the chosen season ('Totalt': every season), most titles
 * first; a row opens the player's card. A shared title counts for each of its players.
 */
export function PlayersOfTheMatchList({
  season,
  onOpenPlayer,
}: {
  season: StatsSeason;
  onOpenPlayer: (playerID: number) => void;
}) {
  const query = useApiQuery('getPlayersOfTheMatch', { season });
  return (
    <section className={styles.potm} aria-labelledby="players-of-the-match-title">
      <h2 id="players-of-the-match-title" className={styles.potmTitle}>
        {PLAYERS_OF_THE_MATCH_TEXTS.title}
      </h2>
      <p className={styles.potmAbout}>{PLAYERS_OF_THE_MATCH_TEXTS.about}</p>
      <QueryState
        state={loadableOf(query, PLAYERS_OF_THE_MATCH_TEXTS.failed)}
        errorClassName={frame.empty}
        empty={{
          isEmpty: ({ value }) => value.players.length === 0,
          text: PLAYERS_OF_THE_MATCH_TEXTS.empty,
          className: frame.empty,
        }}
      >
        {({ value }) => (
          <div className={frame.scroller}>
            <table className={`${frame.table} ${styles.potmTable}`}>
              <caption className="visually-hidden">
                {PLAYERS_OF_THE_MATCH_TEXTS.title}, {season}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Navn</th>
                  <th scope="col" className={frame.number}>
                    Kåringer
                  </th>
                </tr>
              </thead>
              <tbody>
                {value.players.map((player) => (
                  <tr
                    key={player.playerID}
                    className={styles.row}
                    {...openableRow(() => onOpenPlayer(player.playerID))}
                  >
                    <td className={styles.name}>{player.name}</td>
                    <td className={frame.number}>{player.titles}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
