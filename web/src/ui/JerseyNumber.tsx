import { NO_JERSEY_NUMBER, jerseyText } from '@vsf/engine';

/**
 * A player's shirt number in a squad list. A player without one (stored as 100, 002 §3) shows a
 * dash, read aloud as 'Uten draktnummer', instead of a blank or a '100'.
 */
export function JerseyNumber({ jerseyNo, className }: { jerseyNo: number; className?: string }) {
  if (jerseyNo !== NO_JERSEY_NUMBER) return <span className={className}>{jerseyText(jerseyNo)}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">{jerseyText(jerseyNo)}</span>
      <span className="visually-hidden">Uten draktnummer</span>
    </span>
  );
}
