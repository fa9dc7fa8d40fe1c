import { useRef, type ReactNode, type RefObject } from 'react';
import { LoginForm } from '../../shared/login/LoginForm';
import { prefersReducedMotion } from '../../ui/useReducedMotion';
import { RegistrationForm } from './RegistrationForm';
import styles from './LoginAndRegister.module.css';

/** Scrolls to a section and puts the cursor in its first field. */
function goTo(section: RefObject<HTMLElement | null>) {
  const element = section.current;
  if (!element) return;
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  element.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/**
 * The login form, and the registration form lower on the page, with links that
 * scroll between them (001 §2, /fantasy; 000 §2, /login). `intro`, if given, is a welcome
 * above them in the club's colours (the fantasy front door).
 */
export function LoginAndRegister({ intro }: { intro?: ReactNode }) {
  const login = useRef<HTMLElement>(null);
  const register = useRef<HTMLElement>(null);
  return (
    <div className={styles.page}>
      {intro && <div className={styles.intro}>{intro}</div>}
      <section className={styles.login} ref={login} aria-labelledby="logg-inn-tittel" id="logg-inn">
        <h2 id="logg-inn-tittel">Logg inn</h2>
        <LoginForm variant="stacked" />
        <p className={styles.switch}>
          Ny bruker?{' '}
          <a
            href="#ny-bruker"
            onClick={(event) => {
              event.preventDefault();
              goTo(register);
            }}
          >
            Registrer deg her
          </a>
        </p>
      </section>
      <section className={styles.register} ref={register} aria-labelledby="ny-bruker-tittel" id="ny-bruker">
        <h2 id="ny-bruker-tittel">Ny bruker</h2>
        <RegistrationForm />
        <p className={styles.switch}>
          Har du allerede en bruker?{' '}
          <a
            href="#logg-inn"
            onClick={(event) => {
              event.preventDefault();
              goTo(login);
            }}
          >
            Logg inn her
          </a>
        </p>
      </section>
    </div>
  );
}
