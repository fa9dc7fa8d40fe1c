import type { SessionUser } from '@vsf/contract';
import { useState } from 'react';
import formStyles from '../../ui/forms.module.css';
import { Modal } from '../../ui/Modal';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { useClearSessionFlag } from '../../store/sessionFlags';
import { updateLeagueTipsSettings } from './leagueApi';

/**
 * The league-tips modal 'Tips' (001 §2). Ok sends 'Ikke vis igjen' (showModalAgain 0 when
 * ticked, else 1). X, Escape and the overlay close it without sending. Either way the flag is
 * cleared locally (001 §4), so it stays shut for this visit even when the page is drawn anew.
 */
export function LeagueTipsModal({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const [dontShow, setDontShow] = useState(false);
  const clearFlag = useClearSessionFlag();
  const { notify, dialog } = useConfirmDialog();
  const dismiss = () => {
    clearFlag('displayLeagueTips');
    onClose();
  };

  const ok = async () => {
    try {
      const answer = await updateLeagueTipsSettings(user.userID, dontShow ? 0 : 1);
      if (!answer.success) {
        void notify(answer.msg);
        return;
      }
      dismiss();
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <Modal
      title="Tips"
      onClose={dismiss}
      okButton={false}
      footer={
        <>
          <label>
            <input type="checkbox" checked={dontShow} onChange={(event) => setDontShow(event.target.checked)} /> Ikke
            vis igjen
          </label>
          <button type="button" className={formStyles.button} onClick={() => void ok()} data-autofocus>
            Ok
          </button>
        </>
      }
    >
      <p>Velg en liga i menyen øverst for å se hvordan lagene ligger an, runde for runde.</p>
      <p>
        Nederst til venstre kan du søke etter en liga og bli med i den. Private ligaer krever en kode som du får av den
        som har laget ligaen.
      </p>
      <p>Nederst til høyre kan du lage din egen liga. Da blir du administrator for den.</p>
      <p>
        Ligaer du er administrator for, kan du endre på profil-siden din (/fantasy/profile): navn, om ligaen er privat,
        koden, og om den er aktiv.
      </p>
      {dialog}
    </Modal>
  );
}
