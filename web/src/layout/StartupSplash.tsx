import { ClubCrest } from '../ui/ClubCrest';
import { LOADING_TEXT } from '../ui/stateTexts';

/**
 * Shown while the season context and the login state load, before any page. index.html draws
 * the same markup before any script has run, so a phone shows the crest at once rather than a
 * white page while the app's script loads; StartupSplash.test.tsx keeps the two the
 * same. Its styles are global (theme/global.css) for that reason.
 */
export function StartupSplash() {
  return (
    <div className="startup-splash">
      <ClubCrest size={120} />
      <div className="startup-splash-spinner" role="status">
        <span className="spinner-ball" aria-hidden="true" />
        <span className="visually-hidden">{LOADING_TEXT}</span>
      </div>
    </div>
  );
}
