import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle';
import { sessionAtom } from './atoms';
import { originFrom } from './guards';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

/** /login: after logging in (here or in the header) the user returns to where a guard stopped them. */
export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const origin = originFrom(useLocation().state);
  if (session.status === 'loggedIn') return <Navigate to={origin ?? '/'} replace />;
  return (
    <>
      <PageTitle>Logg inn</PageTitle>
      <section className={styles.card} aria-label="Logg inn">
        <LoginForm variant="stacked" />
      </section>
    </>
  );
}
