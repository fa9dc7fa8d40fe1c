import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { LoginAndRegister } from '../../features/account/LoginAndRegister';
import { sessionAtom } from '../../store/session';
import { originFrom } from '../../features/session/guards';

/**
 * /login: the login and the new-user form. After logging in the user returns to where
 * a guard stopped them; a new user goes to /fantasy/main (the registration form does).
 */
export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const origin = originFrom(useLocation().state);
  if (session.status === 'loggedIn') return <Navigate to={origin ?? '/'} replace />;
  return (
    <>
      <PageTitle>Logg inn</PageTitle>
      <LoginAndRegister />
    </>
  );
}
