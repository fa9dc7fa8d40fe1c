import { useEffect, useState, type FormEvent } from 'react';
import { NO_JERSEY_NUMBER, UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_TYPE_MESSAGE, isUploadImageType } from '@vsf/engine';
import { type AdminPlayer } from '@vsf/contract';
import { Modal } from '../../ui/Modal';
import { StoredPicture } from '../../ui/StoredPicture';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { sendPlayerForm } from './clubPlayersApi';
import table from '../../ui/dataTable.module.css';
import styles from '../../ui/adminForms.module.css';

export const PLAYER_FORM_TEXTS = {
  newTitle: 'Ny spiller',
  editTitle: 'Endre spiller',
  newNeedsNames: 'Du må minimum fylle inn kallenavn, fornavn og etternavn',
  editNeedsNames: 'Du må fylle inn fornavn og etternavn.',
  tooLarge: 'Bildet er for stort (maks 5 MB).',
} as const;

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The admin form's position choices (002 §3); empty means 'Ukjent'. */
const POSITIONS = ['Målvakt', 'Forsvar', 'Midtbane', 'Angrep'];

interface Props {
  player: AdminPlayer | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New and edit club player (002 §2.2) with a portrait upload, checked before it is sent.
 * Refusals are browser alerts like the other admin forms' (002 §8); a failed network call is only logged.
 */
export function PlayerFormModal({ player, onClose, onSaved }: Props) {
  const [fields, setFields] = useState({
    nickname: player?.nickname ?? '',
    firstName: player?.firstName ?? '',
    lastName: player?.lastName ?? '',
    birthdate: player?.birthdate ?? '',
    sex: player?.sex ?? '',
    position: player && player.position !== 'Ukjent' ? player.position : '',
    jerseyNo: player && player.jerseyNo !== NO_JERSEY_NUMBER ? String(player.jerseyNo) : '',
    description: player?.description ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  /** The file just chosen, shown from the browser's memory until it is saved. */
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify, dialog } = useConfirmDialog();

  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = (name: keyof typeof fields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (!isUploadImageType(file.type)) return void notify(UPLOAD_IMAGE_TYPE_MESSAGE);
    if (file.size > MAX_IMAGE_BYTES) return void notify(PLAYER_FORM_TEXTS.tooLarge);
    setImage(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (value: string) => value.trim();
    if (!player && (!trimmed(fields.nickname) || !trimmed(fields.firstName) || !trimmed(fields.lastName)))
      return void notify(PLAYER_FORM_TEXTS.newNeedsNames);
    if (player && (!trimmed(fields.firstName) || !trimmed(fields.lastName)))
      return void notify(PLAYER_FORM_TEXTS.editNeedsNames);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('name', `${trimmed(fields.firstName)}_${trimmed(fields.lastName)}`);
    if (player) {
      form.append('playerID', String(player.playerID));
      form.append('imageUpdated', image ? '1' : '0');
    }
    if (image) form.append('playerImage', image, image.name);
    setSaving(true);
    try {
      const answer = await sendPlayerForm(player ? 'updateVSFPlayer' : 'newVSFPlayer', form);
      await notify(answer.msg);
      if (answer.success) onSaved();
    } catch (failure) {
      console.error(failure);
    } finally {
      setSaving(false);
    }
  };

  const field = (label: string, name: keyof typeof fields, type = 'text') => (
    <label className={styles.field}>
      {label}
      <input type={type} value={fields[name]} onChange={(event) => set(name)(event.target.value)} />
    </label>
  );

  return (
    <Modal title={player ? PLAYER_FORM_TEXTS.editTitle : PLAYER_FORM_TEXTS.newTitle} onClose={onClose} okButton={false}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {field('Kallenavn', 'nickname')}
        {field('Fornavn', 'firstName')}
        {field('Etternavn', 'lastName')}
        {field('Fødselsdato', 'birthdate', 'date')}
        <label className={styles.field}>
          Posisjon
          <select value={fields.position} onChange={(event) => set('position')(event.target.value)}>
            <option value="">Ukjent</option>
            {POSITIONS.map((position) => (
              <option key={position}>{position}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Draktnummer
          <input
            type="number"
            min={0}
            step={1}
            value={fields.jerseyNo}
            onChange={(event) => set('jerseyNo')(event.target.value)}
          />
          <span className={styles.help}>Tomt betyr ingen nummer.</span>
        </label>
        {player && (
          <label className={styles.field}>
            Kjønn
            <select value={fields.sex} onChange={(event) => set('sex')(event.target.value)}>
              <option value="">Ikke oppgitt</option>
              <option value="male">Mann</option>
              <option value="woman">Kvinne</option>
              <option value="other">Annet</option>
            </select>
          </label>
        )}
        <label className={`${styles.field} ${styles.wide}`}>
          Beskrivelse
          <textarea rows={3} value={fields.description} onChange={(event) => set('description')(event.target.value)} />
        </label>
        <div className={`${styles.preview} ${styles.wide}`}>
          {/* Both are drawn in the form's fixed 56 px circle (adminForms.module.css), so nothing moves as they load. */}
          {preview ? (
            <img src={preview} alt="" />
          ) : player?.image ? (
            <StoredPicture src={player.image} size={player.imageSize} sizes="56px" alt="" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <label className={styles.field}>
            Spillerbilde
            <input
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              onChange={(event) => pickImage(event.target.files?.[0])}
            />
            <span className={styles.help}>PNG, JPEG, WebP eller GIF, maks 5 MB.</span>
          </label>
        </div>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button type="button" className={table.secondary} onClick={onClose}>
            Avbryt
          </button>
          <button type="submit" className={table.primary} disabled={saving}>
            {saving ? 'Lagrer…' : 'Lagre'}
          </button>
        </div>
      </form>
      {dialog}
    </Modal>
  );
}
