import type { ApiResult, Flag } from '@vsf/contract';
import { useId, useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import { useConfirmDialog } from './useConfirmDialog';
import modalStyles from './Modal.module.css';
import styles from './SettingModal.module.css';

interface SettingModalProps {
  title: string;
  /** The settings call (updateWelcomeModalSettings, updateTeamTipsSettings, …). */
  save: (showModalAgain: Flag) => Promise<ApiResult<object>>;
  /** After the server stored the choice, before closing: the owner clears its session flag. */
  onSaved: () => void;
  /** Closes the modal for this visit (X, overlay, Escape, or after Ok). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal with 'Ikke vis igjen' and Ok (001 §4): Ok posts showModalAgain (0 when ticked,
 * else 1); on success onSaved runs (the owner clears the session flag locally) and the
 * modal closes. A refusal is told in a message box; a network error is only logged (001 §8), and the
 * modal still closes.
 */
export function SettingModal({ title, save, onSaved, onClose, children }: SettingModalProps) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();
  const { notify, dialog } = useConfirmDialog();

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await save(dontShowAgain ? 0 : 1);
      if (!answer.success) {
        setBusy(false);
        void notify(answer.msg);
        return;
      }
      onSaved();
    } catch (error) {
      console.error(error);
    }
    onClose();
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      okButton={false}
      footer={
        <>
          <label htmlFor={checkboxId} className={styles.dontShow}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={dontShowAgain}
              onChange={(event) => setDontShowAgain(event.target.checked)}
            />
            Ikke vis igjen
          </label>
          <button type="button" className={modalStyles.ok} disabled={busy} onClick={() => void confirm()}>
            Ok
          </button>
        </>
      }
    >
      <div className={styles.text}>{children}</div>
      {dialog}
    </Modal>
  );
}
