import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  formatNorwegianDate,
  defaultTableTournament,
  displayTeamName,
  isClubTeam,
  tableCorrectionText,
} from '@vsf/engine';
import { type LeagueResultEntry } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { loadableOf } from '../../api/loadable';
import { SeasonSelect } from '../../ui/SeasonSelect';
import { QueryState } from '../../ui/QueryState';
import { seasonContextAtom } from '../../store/season';
import { ConfirmDelete } from './ConfirmDelete';
import { CorrectionForm } from './CorrectionForm';
import { ResultDialog } from './ResultDialog';
import buttons from '../../ui/buttons.module.css';
import select from '../../ui/select.module.css';
import frame from '../../ui/dataView.module.css';
import styles from './TableEditor.module.css';

const changedTable = () => refetchCalls('getLeagueResults', 'getTables');

/** A refusal's text, or null when the call was done (and the table refetched). */
async function removed(call: Promise<{ success: true } | { success: false; msg: string }>): Promise<string | null> {
  const answer = await call;
  if (!answer.success) return answer.msg;
  await changedTable();
  return null;
}

/**
 * /admin/editTable: one season's tournament table. The division's other results are typed in
 * as plain results (the club's own come from its fixtures), corrections hold deductions and
 * withdrawn teams with their reasons; the public table follows each change at once.
 */
export function TableEditor() {
  const context = useAtomValue(seasonContextAtom);
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState(thisYear);
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<LeagueResultEntry | 'new' | null>(null);
  const [message, setMessage] = useState('');
  const seasonId = useId();
  const tournamentId = useId();

  const all = useApiQuery('getAllTournements', {});
  const tables = useApiQuery('getTables', {}, { method: 'GET' });
  const names = (all.data?.tournements ?? []).map((t) => t.name);
  const withTable = [
    ...new Set((tables.data?.tables ?? []).filter((r) => r.season === season).map((r) => r.tournement)),
  ];
  const tournement =
    chosen !== null && names.includes(chosen)
      ? chosen
      : (defaultTableTournament(season, withTable) ?? names[0] ?? null);
  const entries = useApiQuery('getLeagueResults', tournement === null ? null : { season, tournement });
  const teams = entries.data?.teams ?? [];

  const saved = async (text: string) => {
    setEditing(null);
    setMessage(text);
    await changedTable();
  };

  return (
    <div className={styles.editor}>
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
        <span className={frame.field}>
          <label htmlFor={tournamentId}>Turnering</label>
          <select
            className={select.select}
            id={tournamentId}
            value={tournement ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {names.map((name) => (
              <option key={name} value={name}>
                {name.trim()}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p className={styles.status} role="status">
        {message}
      </p>
      <QueryState state={loadableOf(entries, 'Kunne ikke hente resultatene. Prøv igjen om litt.')}>
        {({ value: data }) => (
          <>
            <section aria-labelledby="tabellkorreksjoner" className={styles.section}>
              <h2 id="tabellkorreksjoner">Korreksjoner</h2>
              {data.corrections.length > 0 && (
                <ul className={styles.list}>
                  {data.corrections.map((correction) => (
                    <li key={correction.correctionID} className={styles.item}>
                      <span>{tableCorrectionText(correction, displayTeamName(correction.team))}</span>
                      <ConfirmDelete
                        label="Fjern"
                        name={`Fjern korreksjonen for ${displayTeamName(correction.team)}`}
                        title="Fjerne korreksjonen?"
                        question={`Raden til ${displayTeamName(correction.team)} blir som resultatene gir den.`}
                        remove={() => removed(api('deleteTableCorrection', { correctionID: correction.correctionID }))}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {tournement !== null && (
                <CorrectionForm season={season} tournement={tournement} teams={teams} onSaved={saved} />
              )}
            </section>
            <section aria-labelledby="divisjonsresultater" className={styles.section}>
              <div className={styles.heading}>
                <h2 id="divisjonsresultater">Andre resultater i divisjonen</h2>
                <button type="button" className={buttons.primary} onClick={() => setEditing('new')}>
                  Legg inn resultat
                </button>
              </div>
              <p className={styles.help}>
                Klubbens egne kamper telles fra kampoppsettet og føres ikke her. Nyeste resultat først.
              </p>
              {data.countedThrough !== null && (
                <p className={styles.help}>
                  Tabellen fra forbundet har med kampene til og med {formatNorwegianDate(data.countedThrough)}; bare
                  resultater etter den datoen legges til.
                </p>
              )}
              {data.results.length === 0 ? (
                <p className={frame.empty}>Ingen resultater er lagt inn for denne turneringen.</p>
              ) : (
                <ul className={styles.list}>
                  {[...data.results].reverse().map((result) => (
                    <li key={result.resultID} className={styles.item}>
                      <span>
                        <span className={styles.date}>{result.date.split('-').reverse().join('.')}</span>{' '}
                        {result.homeTeam} – {result.awayTeam}{' '}
                        <strong>
                          {result.homeTeamScore}–{result.awayTeamScore}
                        </strong>
                      </span>
                      <span className={styles.actions}>
                        <button
                          type="button"
                          className={buttons.secondary}
                          onClick={() => setEditing(result)}
                          aria-label={`Endre ${result.homeTeam} – ${result.awayTeam}`}
                        >
                          Endre
                        </button>
                        <ConfirmDelete
                          label="Slett"
                          name={`Slett ${result.homeTeam} – ${result.awayTeam}`}
                          title="Slette resultatet?"
                          question={`${result.homeTeam} – ${result.awayTeam} ${result.homeTeamScore}–${result.awayTeamScore} tas ut av tabellen.`}
                          remove={() => removed(api('deleteLeagueResult', { resultID: result.resultID }))}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
      {editing !== null && tournement !== null && (
        <ResultDialog
          season={season}
          tournement={tournement}
          teams={teams.filter((team) => !isClubTeam(team))}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => void saved(text)}
        />
      )}
    </div>
  );
}
