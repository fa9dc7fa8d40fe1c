import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { updateWelcomeModalSettings } from './fantasyHomeApi';
import { useClearSessionFlag } from '../../store/sessionFlags';
import { SettingModal } from '../../ui/SettingModal';

export const WELCOME_TITLE = 'Velkommen til VSF Fantasy!';

/**
 * The welcome modal (001 §2, §4): shown while the session's displayWelcomeModal is 1. The
 * title is the spec's; the text covers the topics the spec lists (no stored passwords, the
 * beta season, profiles for club players, the rules) in our words.
 */
export function WelcomeModal({ userID, onClose }: { userID: number; onClose: () => void }) {
  const clearFlag = useClearSessionFlag();
  return (
    <SettingModal
      title={WELCOME_TITLE}
      onSaved={() => clearFlag('displayWelcomeModal')}
      save={(showModalAgain) => updateWelcomeModalSettings(userID, showModalAgain)}
      onClose={onClose}
    >
      <p>
        Hver runde velger du 7 spillere fra {club.name}, en kaptein og kanskje en booster. Spillernes innsats i ekte
        kamper gir deg poeng.
      </p>
      <p>
        Passord lagres ikke i databasene våre, bare et kryptert fingeravtrykk av dem. Har du glemt passordet ditt, må du
        kontakte webansvarlig.
      </p>
      <p>Dette er en betasesong, så det kan dukke opp feil. Si gjerne fra til oss om du finner noen.</p>
      <p>Spiller du selv i klubben? Administratorene kan koble brukeren din til spillerprofilen din.</p>
      <p>
        Les <Link to="/fantasy/rules">reglene</Link> for å se hvordan poengene regnes ut.
      </p>
    </SettingModal>
  );
}
