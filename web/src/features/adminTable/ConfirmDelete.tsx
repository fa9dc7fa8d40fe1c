import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import buttons from '../../ui/buttons.module.css';
import form from '../../ui/adminForms.module.css';

/**
 * A delete button that asks first in the site's dialog; the refusal, if any, is shown in it.
 * `remove` answers the server's refusal text, or null when it was done.
 */
export function ConfirmDelete({
  label,
  name,
  title,
  question,
  remove,
}: {
  label: string;
  /** What the button deletes, for a screen reader in a list of many ('Slett Heming 2 – Lyn 3'). */
  name: string;
  title: string;
  question: string;
  remove: () => Promise<string | null>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const refusal = await remove();
      if (refusal === null) setAsking(false);
      else setError(refusal);
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={buttons.danger} onClick={() => setAsking(true)} aria-label={name}>
        {label}
      </button>
      {asking && (
        <Modal
          title={title}
          onClose={() => setAsking(false)}
          okButton={false}
          footer={
            <div className={form.buttons}>
              <button type="button" className={buttons.secondary} onClick={() => setAsking(false)} disabled={busy}>
                Avbryt
              </button>
              <button type="button" className={buttons.danger} onClick={confirm} disabled={busy}>
                Slett
              </button>
            </div>
          }
        >
          <p>{question}</p>
          {error && (
            <p className={form.error} role="alert">
              {error}
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
