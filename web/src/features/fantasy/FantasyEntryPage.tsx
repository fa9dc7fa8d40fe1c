import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { club } from '@vsf/engine';
import { PageTitle } from '../../layout/PageTitle';
import { sessionAtom } from '../session/atoms';
import { LoginForm } from '../session/LoginForm';
import styles from '../session/LoginPage.module.css';

/** /fantasy: the game's front door; players already logged in go straight to their overview. */
export default function FantasyEntryPage() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loggedIn') return <Navigate to="/fantasy/main" replace />;
  return (
    <>
      <PageTitle>{club.fantasyName}</PageTitle>
      <section className={styles.card} aria-label="Logg inn">
        <LoginForm variant="stacked" />
      </section>
    </>
  );
}
