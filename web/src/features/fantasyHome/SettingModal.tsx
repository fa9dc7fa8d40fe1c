import { useId, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import type { ApiResult, Flag, SessionUser } from '@vsf/engine';
import { Modal } from '../modal/Modal';
import modalStyles from '../modal/Modal.module.css';
import { sessionAtom } from '../session/atoms';
import styles from './SettingModal.module.css';

type SettingFlag = 'displayWelcomeModal' | 'displayTeamTips' | 'displayLeagueTips';

interface SettingModalProps {
  title: string;
  /** The session flag the modal follows; it becomes 0 locally once Ok succeeded. */
  flag: SettingFlag;
  /** The settings call (updateWelcomeModalSettings, updateTeamTipsSettings, …). */
  save: (showModalAgain: Flag) => Promise<ApiResult<object>>;
  /** Closes the modal for this visit (X, overlay, Escape, or after Ok). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal with 'Ikke vis igjen' and Ok (001 §4): Ok posts showModalAgain (0 when ticked,
 * else 1); on success the session flag is cleared locally and the modal closes. A refusal
 * is alerted; a network error is only logged (001 §8), and the modal still closes.
 */
export function SettingModal({ title, flag, save, onClose, children }: SettingModalProps) {
  const setSession = useSetAtom(sessionAtom);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await save(dontShowAgain ? 0 : 1);
      if (!answer.success) {
        window.alert(answer.msg);
        setBusy(false);
        return;
      }
      setSession((session) =>
        session.status === 'loggedIn' ? { ...session, user: clearFlag(session.user, flag) } : session,
      );
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
    </Modal>
  );
}

function clearFlag(user: SessionUser, flag: SettingFlag): SessionUser {
  return { ...user, [flag]: 0 };
}
