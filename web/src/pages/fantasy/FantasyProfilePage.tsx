import { useAtomValue } from 'jotai';
import { PageTitle } from '../../layout/PageTitle';
import { PasswordForm } from '../../features/account/PasswordForm';
import { ProfileInfoForm } from '../../features/account/ProfileInfoForm';
import formStyles from '../../features/account/forms.module.css';
import { currentUserAtom } from '../../features/session/atoms';

/**
 * /fantasy/profile (001 §2, Profile). Sections in the spec's order: 'Din informasjon',
 * 'Passord', then 'Dine ligaer' (the leagues issue) and, for users flagged isPlayer,
 * the club-player profile (issue 7). The route's guard ensures a logged-in user.
 */
export default function FantasyProfilePage() {
  const user = useAtomValue(currentUserAtom);
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
        {/* 'Dine ligaer' comes here (leagues issue). */}
        {/* The club-player section comes here, only when user.isPlayer === 1 (issue 7). */}
      </div>
    </>
  );
}
