import { useId, useState } from 'react';
import { formatDecimal } from '@vsf/engine';
import { type RankingRow, type RoundMatchInput } from '@vsf/contract';
import { QueryState } from '../../ui/QueryState';
import {
  getTop7FantasyTeams,
  getTop7MostUsedPlayers,
  mostUsedCall,
  top7TeamsCall,
  type TableScope,
} from './fantasyHomeApi';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import styles from './FantasyHome.module.css';

const SCOPES: { scope: TableScope; label: string }[] = [
  { scope: 'round', label: 'Siste runde' },
  { scope: 'season', label: 'Totalt' },
];

function ScopeSwitch({
  scope,
  onChange,
  label,
}: {
  scope: TableScope;
  onChange: (scope: TableScope) => void;
  label: string;
}) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {SCOPES.map((option) => (
        <button
          key={option.scope}
          type="button"
          aria-pressed={scope === option.scope}
          onClick={() => onChange(option.scope)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

interface TableProps {
  /** The last played round; null before any round was played (empty tables). */
  round: RoundMatchInput | null;
}

/** Top 7 fantasy teams, last round or in total (001 §2); a row opens the team modal. */
export function TopTeamsTable({ round, onTeam }: TableProps & { onTeam: (team: RankingRow) => void }) {
  const [scope, setScope] = useState<TableScope>('round');
  const state = useRoundCall(round, top7TeamsCall[scope], (input) => getTop7FantasyTeams(scope, input));
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Topp 7 lag</h2>
        <ScopeSwitch scope={scope} onChange={setScope} label="Topp 7 lag: periode" />
      </header>
      <QueryState
        state={state}
        loading="fantasy"
        empty={{ isEmpty: ({ value }) => value.teams.length === 0, className: styles.empty }}
      >
        {({ value: { teams: rows } }) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Lagnavn</th>
                <th scope="col">Brukernavn</th>
                <th scope="col" className={styles.number}>
                  Poeng
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userID} onClick={() => onTeam(row)}>
                  <td>{row.rank}</td>
                  <td>
                    {/* The row is clickable for the mouse; the button is the keyboard's way in. */}
                    <button
                      type="button"
                      className={styles.rowButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        onTeam(row);
                      }}
                    >
                      {row.teamName}
                    </button>
                  </td>
                  <td>{row.username}</td>
                  <td className={styles.number}>{scope === 'round' ? row.roundPoints : row.totalPoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

/** The 7 most used club players, last round or in total (001 §2); a row opens the player modal. */
export function MostUsedTable({ round, onPlayer }: TableProps & { onPlayer: (playerID: number) => void }) {
  const [scope, setScope] = useState<TableScope>('round');
  const state = useRoundCall(round, mostUsedCall[scope], (input) => getTop7MostUsedPlayers(scope, input));
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Mest brukte spillere</h2>
        <ScopeSwitch scope={scope} onChange={setScope} label="Mest brukte spillere: periode" />
      </header>
      <QueryState
        state={state}
        loading="fantasy"
        empty={{ isEmpty: ({ value }) => value.mostUsedPlayers.length === 0, className: styles.empty }}
      >
        {({ value: { mostUsedPlayers: rows } }) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Navn</th>
                <th scope="col" className={styles.number}>
                  Poeng
                </th>
                <th scope="col" className={styles.number}>
                  Brukt av
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.playerID} onClick={() => onPlayer(row.playerID)}>
                  <td>
                    <button
                      type="button"
                      className={styles.rowButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        onPlayer(row.playerID);
                      }}
                    >
                      {row.name}
                    </button>
                  </td>
                  <td className={styles.number}>{row.totalPoints}</td>
                  <td className={styles.number}>{formatDecimal(row.usePercentage, 2)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
