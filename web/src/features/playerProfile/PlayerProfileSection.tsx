import { useState, type FormEvent } from 'react';
import { JERSEY_NUMBER_MIN, UPLOAD_IMAGE_TYPES } from '@vsf/engine';
import { type AdminPlayer, type SessionUser } from '@vsf/contract';
import { apiForm } from '../../api/client';
import { loadableOf } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import { TextField } from '../../ui/TextField';
import formStyles from '../../ui/forms.module.css';
import { QueryState } from '../../ui/QueryState';
import { useConfirmDialog } from '../../ui/useConfirmDialog';

export const PLAYER_PROFILE_TEXTS = {
  needsNames: 'Du må fylle inn fornavn og etternavn.',
  noProfile: 'Brukeren din er ikke koblet til en spillerprofil ennå. Ta kontakt med administratorene.',
  failed: 'Kunne ikke hente spillerprofilen din. Prøv igjen om litt.',
} as const;

/** The profile form's positions (002 §3); 'Keeper' is stored as 'Målvakt'. */
const POSITIONS = ['Keeper', 'Forsvar', 'Midtbane', 'Angrep'] as const;

type Fields = Record<
  'nickname' | 'firstName' | 'lastName' | 'birthdate' | 'sex' | 'position' | 'description' | 'jerseyNo',
  string
>;

function fieldsOf(player: AdminPlayer): Fields {
  return {
    nickname: player.nickname,
    firstName: player.firstName,
    lastName: player.lastName,
    birthdate: player.birthdate ?? '',
    sex: player.sex ?? '',
    position: player.position === 'Målvakt' ? 'Keeper' : player.position === 'Ukjent' ? '' : player.position,
    description: player.description,
    jerseyNo: String(player.jerseyNo),
  };
}

/** The club-player profile of a user flagged isPlayer (001 §2, Profile), sent as multipart like the admin's form. */
export function PlayerProfileSection({ user }: { user: SessionUser }) {
  const query = useApiQuery('getVSFPlayerFromUserID', { userID: user.userID });
  const state = loadableOf(query, PLAYER_PROFILE_TEXTS.failed);
  const [fields, setFields] = useState<Fields | null>(null);
  // The form starts from each profile the server answers with (once per answer).
  const [fieldsFrom, setFieldsFrom] = useState<AdminPlayer | null>(null);
  const loadedPlayer = query.data?.player ?? null;
  if (loadedPlayer !== fieldsFrom) {
    setFieldsFrom(loadedPlayer);
    if (loadedPlayer) setFields(fieldsOf(loadedPlayer));
  }
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { notify, dialog } = useConfirmDialog();

  if (state.status !== 'ready' || !state.value.player || !fields)
    return (
      <QueryState
        state={state.status === 'ready' ? { status: 'empty' } : state}
        loading="fantasy"
        errorClassName={formStyles.note}
        empty={{ text: PLAYER_PROFILE_TEXTS.noProfile, className: formStyles.note }}
      >
        {() => null}
      </QueryState>
    );
  const player = state.value.player;
  const set = (name: keyof Fields) => (value: string) => setFields({ ...fields, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.firstName.trim() || !fields.lastName.trim()) return void notify(PLAYER_PROFILE_TEXTS.needsNames);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('playerID', String(player.playerID));
    form.append('oldImage', player.image ?? '');
    form.append('imageUpdated', image ? '1' : '0');
    if (image) form.append('playerImage', image, image.name);
    setBusy(true);
    try {
      const answer = await apiForm('updateVSFPlayer', form);
      void notify(answer.msg);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} aria-label="Spillerprofil" onSubmit={(event) => void submit(event)} noValidate>
      <div className={formStyles.grid}>
        <TextField label="Kallenavn" value={fields.nickname} onChange={set('nickname')} maxLength={50} />
        <TextField label="Fornavn" value={fields.firstName} onChange={set('firstName')} maxLength={50} required />
        <TextField label="Etternavn" value={fields.lastName} onChange={set('lastName')} maxLength={50} required />
        <TextField label="Fødselsdato" type="date" value={fields.birthdate} onChange={set('birthdate')} />
        <label className={formStyles.field}>
          <span className={formStyles.label}>Kjønn</span>
          <select className={formStyles.input} value={fields.sex} onChange={(event) => set('sex')(event.target.value)}>
            <option value="">Ikke oppgitt</option>
            <option value="male">Mann</option>
            <option value="woman">Kvinne</option>
            <option value="other">Annet</option>
          </select>
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>Posisjon</span>
          <select
            className={formStyles.input}
            value={fields.position}
            onChange={(event) => set('position')(event.target.value)}
          >
            <option value="">Ukjent</option>
            {POSITIONS.map((position) => (
              <option key={position}>{position}</option>
            ))}
          </select>
        </label>
        <TextField
          label="Draktnummer"
          type="number"
          min={JERSEY_NUMBER_MIN}
          step={1}
          value={fields.jerseyNo}
          onChange={set('jerseyNo')}
        />
        <label className={formStyles.field}>
          <span className={formStyles.label}>Bilde</span>
          <input
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <label className={formStyles.field}>
        <span className={formStyles.label}>Beskrivelse</span>
        <textarea
          className={formStyles.input}
          rows={4}
          maxLength={2000}
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </label>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={busy}>
          Lagre spillerprofil
        </button>
      </div>
      {dialog}
    </form>
  );
}
