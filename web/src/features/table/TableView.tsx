import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { defaultTableTournament, displayTeamName, tableCorrectionText } from '@vsf/engine';
import { SeasonSelect } from '../../ui/SeasonSelect';
import { QueryState } from '../../ui/QueryState';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { seasonContextAtom } from '../../store/season';
import { LeagueTable } from './LeagueTable';
import { useTables } from '../../shared/tables/useTables';
import forms from '../../ui/select.module.css';
import frame from '../../ui/dataView.module.css';
import styles from './TableView.module.css';

/** /table: a season dropdown, a tournament dropdown when the season has several, the table. */
export function TableView() {
  const context = useAtomValue(seasonContextAtom);
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState(thisYear);
  const [chosenTournament, setChosenTournament] = useState<{ season: number; name: string } | null>(null);
  const tables = useTables(season);
  const layout = useDeviceLayout();
  const seasonId = useId();
  const tournamentId = useId();

  const seasonRows = useMemo(
    () => (tables.status === 'ready' ? tables.rows.filter((row) => row.season === season) : []),
    [tables, season],
  );
  const tournaments = useMemo(() => [...new Set(seasonRows.map((row) => row.tournement))], [seasonRows]);
  const tournament =
    chosenTournament?.season === season && tournaments.includes(chosenTournament.name)
      ? chosenTournament.name
      : defaultTableTournament(season, tournaments);
  const rows = seasonRows.filter((row) => row.tournement === tournament);
  const shown = (entry: { season: number; tournement: string }) =>
    entry.season === season && entry.tournement === tournament;
  const live = tables.status === 'ready' ? tables.live.filter(shown) : [];
  const corrections = tables.status === 'ready' ? tables.corrections.filter(shown) : [];

  return (
    <div className={frame.view}>
      <div className={frame.toolbar}>
        <span className={frame.field}>
          <label htmlFor={seasonId}>Sesong</label>
          <SeasonSelect
            id={seasonId}
            value={season}
            onChange={setSeason}
            thisYear={thisYear}
            previousYears={context?.previousYears ?? []}
          />
        </span>
        {tournaments.length > 1 && (
          <span className={frame.field}>
            <label htmlFor={tournamentId}>Turnering</label>
            <select
              className={forms.select}
              id={tournamentId}
              value={tournament ?? ''}
              onChange={(event) => setChosenTournament({ season, name: event.target.value })}
            >
              {tournaments.map((name) => (
                <option key={name} value={name}>
                  {name.trim()}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {/* Spec 000 §8: the error text takes the table's place. */}
      <QueryState state={tables} errorClassName={styles.error} errorRole="alert">
        {() => (
          <>
            {tournament && tournaments.length === 1 && <h2 className={styles.tournament}>{tournament.trim()}</h2>}
            {live.map((match) => (
              <p key={`${match.homeTeam}-${match.awayTeam}`} className={styles.live}>
                <strong>Direkte:</strong> {displayTeamName(match.homeTeam)} {match.homeTeamScore}–{match.awayTeamScore}{' '}
                {displayTeamName(match.awayTeam)}. Tabellen er foreløpig til resultatet er bekreftet.
              </p>
            ))}
            <LeagueTable rows={rows} variant={layout === 'mobile' ? 'compact' : 'full'} />
            {corrections.length > 0 && (
              <ul className={styles.corrections} aria-label="Korreksjoner i tabellen">
                {corrections.map((correction) => (
                  <li key={correction.correctionID}>
                    {tableCorrectionText(correction, displayTeamName(correction.team))}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
