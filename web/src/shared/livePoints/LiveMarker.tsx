import styles from './LiveMarker.module.css';

/**
 * 'LIVE' beside numbers that are provisional while a match is played: said in
 * text, not colour alone; the dot pulses only for visitors who have not asked for reduced motion.
 */
export function LiveMarker({ spoken = 'foreløpige tall, kampen pågår' }: { spoken?: string }) {
  return (
    <span className={styles.live} title="Kampen pågår: tallene er foreløpige">
      <span className={styles.dot} aria-hidden="true" />
      LIVE
      <span className="visually-hidden"> – {spoken}</span>
    </span>
  );
}
