import { useState, type FormEvent } from 'react';
import { LEAGUE_CODE_MIN_LENGTH, LEAGUE_NAME_LENGTH } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { TextField } from '../../ui/TextField';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import formStyles from '../../ui/forms.module.css';
import { newFantasyLeague } from './leagueApi';

export const NEW_LEAGUE_TEXTS = {
  nameTooShort: 'Liganavn må være minst 3 tegn',
  codeTooShort: 'Koden må være minst 3 tegn',
} as const;

interface NewLeagueFormProps {
  user: SessionUser;
  season: number;
  round: number;
  onCreated: (leagueID: number) => void;
}

/** 'Lag Ny Liga' (001 §2): the creator becomes the league's admin. */
export function NewLeagueForm({ user, season, round, onCreated }: NewLeagueFormProps) {
  const [name, setName] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { notify, dialog } = useConfirmDialog();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < LEAGUE_NAME_LENGTH.min) return void notify(NEW_LEAGUE_TEXTS.nameTooShort);
    if (isPrivate && code.trim().length < LEAGUE_CODE_MIN_LENGTH) return void notify(NEW_LEAGUE_TEXTS.codeTooShort);
    setBusy(true);
    try {
      const answer = await newFantasyLeague({
        name: name.trim(),
        season,
        round,
        privateLague: isPrivate ? 1 : 0,
        password: isPrivate ? code : '',
        userAdminID: user.userID,
      });
      await notify(answer.msg);
      if (!answer.success) return;
      setName('');
      setCode('');
      setPrivate(false);
      onCreated(answer.leagueID);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby="lag-ny-liga">
      <h2 id="lag-ny-liga" className={formStyles.cardTitle}>
        Lag Ny Liga
      </h2>
      <form className={formStyles.form} aria-label="Lag Ny Liga" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Liganavn" value={name} onChange={setName} maxLength={LEAGUE_NAME_LENGTH.max} required />
        <label className={formStyles.label}>
          <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} /> Privat
          liga (kode-beskyttet)
        </label>
        {isPrivate && (
          <TextField label="Liga-kode" type="password" autoComplete="new-password" value={code} onChange={setCode} />
        )}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.button} disabled={busy}>
            Lag liga
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}
