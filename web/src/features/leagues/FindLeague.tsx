import { useState, type FormEvent } from 'react';
import { countOf, LEAGUE_NAME_LENGTH } from '@vsf/engine';
import { type League } from '@vsf/contract';
import formStyles from '../../ui/forms.module.css';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { findFantasyLeague } from './leagueApi';
import styles from './Leagues.module.css';

/** 'Finn Liga' (001 §2): an empty or whitespace-only search does not search (001 §5). */
export function FindLeague({ season, onOpen }: { season: number; onOpen: (league: League) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<League[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { notify, dialog } = useConfirmDialog();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    try {
      const answer = await findFantasyLeague(text.trim(), season);
      if (answer.success) setFound(answer.leagues);
      else void notify(answer.msg);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby="finn-liga">
      <h2 id="finn-liga" className={formStyles.cardTitle}>
        Finn Liga
      </h2>
      <form className={formStyles.actions} role="search" onSubmit={(event) => void search(event)}>
        <input
          className={formStyles.input}
          type="search"
          aria-label="Liganavn"
          placeholder="Søk etter liganavn"
          maxLength={LEAGUE_NAME_LENGTH.max}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={formStyles.button} disabled={busy}>
          Søk
        </button>
      </form>
      {found && found.length === 0 && <p className={styles.empty}>Ingen ligaer funnet.</p>}
      {found && found.length > 0 && (
        <ul className={styles.results}>
          {found.map((league) => (
            <li key={league.leagueID}>
              <button type="button" className={styles.resultButton} onClick={() => onOpen(league)}>
                <span>{league.leagueName}</span>
                <span className={styles.badge}>
                  {league.leaguePrivate === 1 ? 'Privat' : 'Åpen'} ·{' '}
                  {countOf(league.memberCount, 'deltaker', 'deltakere')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
