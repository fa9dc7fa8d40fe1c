import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { sessionAtom } from '../../store/session';
import { LoginForm } from '../../shared/login/LoginForm';
import { useLogout } from './useLogout';
import styles from './SessionBox.module.css';

interface SessionBoxProps {
  /** 'header' for the desktop header bar, 'menu' for the mobile menu. */
  variant: 'header' | 'menu';
  /** Called when the box sends the user to another page. */
  onNavigate?: () => void;
}

/** Login form and new-user link, or the welcome line and 'Logg ut'. */
export function SessionBox({ variant, onNavigate }: SessionBoxProps) {
  const session = useAtomValue(sessionAtom);
  const { logout, sending } = useLogout();
  if (session.status === 'loading') return null;
  const boxClass = `${styles.box} ${styles[variant]}`;

  if (session.status === 'loggedIn') {
    return (
      <div className={boxClass}>
        <p className={styles.welcome}>Velkommen {session.user.username}</p>
        <button className={styles.logout} type="button" disabled={sending} onClick={() => void logout()}>
          Logg ut
        </button>
      </div>
    );
  }
  return (
    <div className={boxClass}>
      <LoginForm variant={variant === 'header' ? 'inline' : 'stacked'} />
      <Link className={styles.newUser} to="/login" onClick={onNavigate}>
        Ny bruker? Klikk her
      </Link>
    </div>
  );
}
