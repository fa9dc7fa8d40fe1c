import { DEADLINE_TIME, MAX_SAVED_SUBSTITUTIONS, SUBSTITUTIONS_PER_ROUND } from '@vsf/engine';
import { SettingModal } from '../../ui/SettingModal';
import { updateTeamTipsSettings } from './fantasyTeamApi';
import { useClearSessionFlag } from '../../store/sessionFlags';

/**
 * 'Tips' on 'Mitt lag' (001 §2, Modals): how swaps work. The wording is ours (the spec names
 * only the topic); the numbers come from the engine so the tips cannot contradict the rules.
 */
export function TeamTipsModal({ userID, onClose }: { userID: number; onClose: () => void }) {
  const clearFlag = useClearSessionFlag();
  return (
    <SettingModal
      title="Tips"
      onSaved={() => clearFlag('displayTeamTips')}
      save={(showModalAgain) => updateTeamTipsSettings(userID, showModalAgain)}
      onClose={onClose}
    >
      <p>Slik bytter du spillere:</p>
      <ul>
        <li>
          Trykk på en spiller i tabellen og velg «Bytt inn valgt spiller», og trykk så på spilleren på banen som skal
          ut.
        </li>
        <li>
          Eller trykk på en spiller på banen og velg «Bytt ut valgt spiller», og velg så hvem som skal inn fra tabellen.
        </li>
        <li>Trykk «Bytt spillere» for å gjøre byttet. Trykk på en valgt spiller en gang til for å angre valget.</li>
        <li>Velg en kaptein med «Gjør til kaptein». Kapteinen får dobbelt poeng.</li>
        <li>
          Etter første laguttak har du {SUBSTITUTIONS_PER_ROUND} bytter per runde. Ubrukte bytter kan spares, opptil{' '}
          {MAX_SAVED_SUBSTITUTIONS}.
        </li>
        <li>Husk å lagre laget før fristen, kl. {DEADLINE_TIME} dagen før kampen.</li>
      </ul>
    </SettingModal>
  );
}
