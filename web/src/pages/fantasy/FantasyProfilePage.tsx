import { useAtomValue } from 'jotai';
import { QueryState } from '../../ui/QueryState';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordForm } from '../../features/account/PasswordForm';
import { ProfileInfoForm } from '../../features/account/ProfileInfoForm';
import formStyles from '../../ui/forms.module.css';
import { AdminLeagues } from '../../features/leagues/AdminLeagues';
import { PlayerProfileSection } from '../../features/playerProfile/PlayerProfileSection';
import { PushSettingsSection } from '../../features/pushSettings/PushSettingsSection';
import { EmailNoticesSection } from '../../features/emailNotices/EmailNoticesSection';
import { seasonContextAtom } from '../../store/season';
import { currentUserAtom } from '../../store/session';

/**
 * /fantasy/profile (001 §2, Profile). Sections in the spec's order: 'Din informasjon',
 * 'Passord', 'Dine ligaer' and, for users flagged isPlayer, the club-player profile; then the
 * notices' settings. The route's guard ensures a logged-in user.
 */
export default function FantasyProfilePage() {
  const user = useAtomValue(currentUserAtom);
  const context = useAtomValue(seasonContextAtom);
  if (!user) return null;
  return (
    <>
      <PageTitle>Profil</PageTitle>
      <div className={formStyles.sections}>
        <section className={formStyles.card} aria-labelledby="din-informasjon">
          <h2 id="din-informasjon" className={formStyles.cardTitle}>
            Din informasjon
          </h2>
          <ProfileInfoForm key={user.userID} user={user} />
        </section>
        <section className={formStyles.card} aria-labelledby="passord">
          <h2 id="passord" className={formStyles.cardTitle}>
            Passord
          </h2>
          <PasswordForm user={user} />
        </section>
        <section className={formStyles.card} aria-labelledby="dine-ligaer">
          <h2 id="dine-ligaer" className={formStyles.cardTitle}>
            Dine ligaer
          </h2>
          <QueryState state={context ? { status: 'ready', context } : { status: 'loading' }} loading="fantasy">
            {(ready) => <AdminLeagues user={user} season={ready.context.thisYear} round={ready.context.thisRound} />}
          </QueryState>
        </section>
        {user.isPlayer === 1 && (
          <section className={formStyles.card} aria-labelledby="spillerprofil">
            <h2 id="spillerprofil" className={formStyles.cardTitle}>
              Spillerprofil
            </h2>
            <PlayerProfileSection user={user} />
          </section>
        )}
        <PushSettingsSection />
        <EmailNoticesSection user={user} />
      </div>
    </>
  );
}
