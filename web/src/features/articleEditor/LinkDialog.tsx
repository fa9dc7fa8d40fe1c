import { useState, type FormEvent } from 'react';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import buttons from '../../ui/buttons.module.css';
import styles from './ArticleEditor.module.css';

/** Addresses a link may have; the server drops any other scheme (api/src/posts/admin/sanitize.ts). */
export const LINK_ADDRESS = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export const LINK_TEXTS = {
  title: 'Lenke',
  label: 'Lenkeadresse (https://…)',
  badAddress: 'Lenken må begynne med https://, http://, mailto: eller /.',
  save: 'Sett inn lenken',
  remove: 'Fjern lenken',
} as const;

interface LinkDialogProps {
  /** The link's address where the cursor is, if any. */
  current: string | undefined;
  /** An address to set, or '' to remove the link. */
  onDone: (href: string) => void;
  onClose: () => void;
}

/**
 * 'Lenke' asks for the address in the site's dialog (not the browser's prompt): a wrong
 * address is refused beside the field and nothing changes; an empty one removes the link.
 */
export function LinkDialog({ current, onDone, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(current ?? 'https://');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (address !== '' && address !== 'https://' && !LINK_ADDRESS.test(address)) {
      setProblem(LINK_TEXTS.badAddress);
      return;
    }
    onDone(address === 'https://' ? '' : address);
  };
  return (
    <Modal title={LINK_TEXTS.title} onClose={onClose} okButton={false}>
      <form className={styles.linkForm} onSubmit={submit} noValidate>
        <TextField
          label={LINK_TEXTS.label}
          value={href}
          onChange={setHref}
          type="url"
          inputMode="url"
          data-autofocus=""
          hint={problem || undefined}
        />
        <div className={styles.linkButtons}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            Avbryt
          </button>
          {current && (
            <button type="button" className={buttons.danger} onClick={() => onDone('')}>
              {LINK_TEXTS.remove}
            </button>
          )}
          <button type="submit" className={buttons.primary}>
            {LINK_TEXTS.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
