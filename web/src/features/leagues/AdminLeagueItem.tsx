import { useState, type FormEvent } from 'react';
import { countOf, LEAGUE_CODE_MIN_LENGTH, LEAGUE_NAME_LENGTH, ROUND_MIN } from '@vsf/engine';
import { type League } from '@vsf/contract';
import { TextField } from '../../ui/TextField';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import formStyles from '../../ui/forms.module.css';
import { leagueAdminAction, reActivateOldFantasyLeague, updateFantasyLeague, type AdminAction } from './leagueApi';
import styles from './Leagues.module.css';

export const ADMIN_LEAGUE_TEXTS = {
  nameTooShort: 'Liganavn må være minst 3 tegn',
  codeTooShort: 'Liga-koden må være minst 3 bokstaver/tegn',
  codeRequired: 'Du må lage en liga-kode dersom du vil at ligaen skal være kode-beskyttet',
  confirm: {
    activateFantasyLeague: (name: string) => `Er du sikker på at du vil aktivere "${name}"?`,
    deactivateFantasyLeague: (name: string) =>
      `Er du sikker på at du vil deaktivere "${name}"? All aktivitet i ligaen stopper for deltakerne.`,
    deleteFantasyLeague: (name: string) =>
      `Er du sikker på at du vil slette "${name}" for godt? Alle deltakerne fjernes fra ligaen. Dette kan ikke angres.`,
  } satisfies Record<AdminAction, (name: string) => string>,
  /** The question's heading and the button that does it. */
  actionWords: {
    activateFantasyLeague: { title: 'Aktivere ligaen?', confirmLabel: 'Aktiver ligaen', danger: false },
    deactivateFantasyLeague: { title: 'Deaktivere ligaen?', confirmLabel: 'Deaktiver ligaen', danger: false },
    deleteFantasyLeague: { title: 'Slette ligaen?', confirmLabel: 'Slett ligaen', danger: true },
  } satisfies Record<AdminAction, { title: string; confirmLabel: string; danger: boolean }>,
  reactivate: (name: string, season: number, round: number) =>
    `Er du sikker på at du vil ta "${name}" med inn i sesongen ${season}, aktiv fra runde ${round}? Deltakerne fra forrige sesong blir med.`,
  codeStored: (code: string) =>
    `Liga-koder lagres kryptert, så vi kan ikke vise deg koden senere. Husk den, eller lag en ny. Den nye koden er: ${code}`,
} as const;

interface AdminLeagueItemProps {
  league: League;
  season: number;
  round: number;
  onChanged: () => void;
}

/** One league in 'Dine ligaer': status buttons behind confirmations, and name, privacy and code. */
export function AdminLeagueItem({ league, season, round, onChanged }: AdminLeagueItemProps) {
  const [name, setName] = useState(league.leagueName);
  const [isPrivate, setPrivate] = useState(league.leaguePrivate === 1);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const oldSeason = league.season < season;
  const fromRound = Math.max(round, ROUND_MIN);
  const { confirm, notify, dialog } = useConfirmDialog();

  const run = async (send: () => Promise<{ success: boolean; msg?: string }>, after?: () => void) => {
    setBusy(true);
    try {
      const answer = await send();
      if (answer.msg) await notify(answer.msg);
      if (answer.success) {
        after?.();
        onChanged();
      }
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: AdminAction) => {
    const message = ADMIN_LEAGUE_TEXTS.confirm[action](league.leagueName);
    if (await confirm({ ...ADMIN_LEAGUE_TEXTS.actionWords[action], message })) {
      await run(() => leagueAdminAction(action, league.leagueID));
    }
  };

  const reactivate = async () => {
    const yes = await confirm({
      title: 'Gjenoppta ligaen?',
      message: ADMIN_LEAGUE_TEXTS.reactivate(league.leagueName, season, fromRound),
      confirmLabel: `Gjenoppta i ${season}`,
    });
    if (yes) await run(() => reActivateOldFantasyLeague(league, season, fromRound));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (name.trim().length < LEAGUE_NAME_LENGTH.min) return void notify(ADMIN_LEAGUE_TEXTS.nameTooShort);
    if (isPrivate && typed === '' && league.leaguePrivate === 0) return void notify(ADMIN_LEAGUE_TEXTS.codeRequired);
    if (isPrivate && typed !== '' && typed.length < LEAGUE_CODE_MIN_LENGTH) {
      return void notify(ADMIN_LEAGUE_TEXTS.codeTooShort);
    }
    void run(
      () =>
        updateFantasyLeague({
          leagueID: league.leagueID,
          season,
          leagueName: name.trim(),
          leaguePrivate: isPrivate ? 1 : 0,
          leagueCode: isPrivate ? typed : '',
        }),
      () => {
        if (isPrivate && typed !== '') void notify(ADMIN_LEAGUE_TEXTS.codeStored(typed));
        setCode('');
      },
    );
  };

  return (
    <li className={styles.leagueItem}>
      <div className={styles.leagueHead}>
        <span>{league.leagueName}</span>
        <span className={styles.badge}>
          Sesong {league.season} · {league.leagueActive === 1 ? 'Aktiv' : 'Deaktivert'} · Liga-ID {league.leagueID} ·{' '}
          {countOf(league.memberCount, 'deltaker', 'deltakere')}
        </span>
      </div>
      <div className={formStyles.actions}>
        {oldSeason ? (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void reactivate()}>
            Gjenoppta i {season}
          </button>
        ) : league.leagueActive === 1 ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void act('deactivateFantasyLeague')}
          >
            Deaktiver
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void act('activateFantasyLeague')}
          >
            Aktiver
          </button>
        )}
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void act('deleteFantasyLeague')}
        >
          Slett
        </button>
      </div>
      <form className={formStyles.form} aria-label={`Endre ${league.leagueName}`} onSubmit={save} noValidate>
        <TextField label="Liganavn" value={name} onChange={setName} maxLength={LEAGUE_NAME_LENGTH.max} />
        <label className={formStyles.label}>
          <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} /> Privat
          liga (kode-beskyttet)
        </label>
        {isPrivate && (
          <TextField
            label={league.leaguePrivate === 1 ? 'Ny liga-kode (tom beholder koden)' : 'Liga-kode'}
            type="password"
            autoComplete="new-password"
            value={code}
            onChange={setCode}
          />
        )}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.button} disabled={busy}>
            Lagre endringer
          </button>
        </div>
      </form>
      {dialog}
    </li>
  );
}
