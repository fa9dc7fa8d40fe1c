import styles from './Spinner.module.css';

/** The loading state of a page or list; screen readers hear 'Laster...'. */
export function Spinner({ label = 'Laster...' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.ball} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
