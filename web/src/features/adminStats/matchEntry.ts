import { ENTERED_LINE_FIELDS, zeroLine, type EnteredLine } from '@vsf/engine';
import { type CallInput } from '@vsf/contract';
import { api } from '../../api/client';

/** One player's line in the form; attendance 0 means no row is stored (002 §4.3). */
export type EntryLine = { playerID: number } & EnteredLine;

export const emptyLine = (playerID: number): EntryLine => ({ playerID, ...zeroLine(ENTERED_LINE_FIELDS) });

export const STATS_TEXTS = {
  title: 'Oppdater Statistikk',
  resultMissing: 'Du må fylle inn resultatet av kampen også.',
  wait: 'Vennligst vent mens poengene regnes ut …',
  readOnly: 'Kampen er spilt og lagret. Trykk «Endre» for å endre resultat eller statistikk.',
  confirmSave: (match: string) => `Vil du lagre ${match}? Poengene i VSF Fantasy regnes ut på nytt for alle lag.`,
  confirmEnd: (year: number, unplayed: number) =>
    `Er du sikker på at du vil avslutte sesongen ${year}? ${
      unplayed === 0
        ? 'Alle kampene har resultat, så ingen kamper slettes.'
        : `${unplayed} ${unplayed === 1 ? 'kamp' : 'kamper'} uten resultat slettes for alltid.`
    }`,
  restored: 'Ulagrede endringer er hentet tilbake.',
  discard: 'Forkast endringene',
  savedElsewhere: (username: string) => `Kampen ble nettopp lagret av ${username}.`,
  loadSaved: 'Last inn lagret versjon',
  keepMine: 'Behold mine endringer',
  leave:
    'Du har endringer i kampen som ikke er lagret. De er tatt vare på i denne nettleseren, men ikke lagret. Vil du gå videre?',
  confirmStart: (year: number) =>
    `Vil du starte sesongen ${year}? Den første kampen i ${year} blir første runde for alle fantasy-brukere, og dette kan ikke endres etterpå. Fjorårets ligaer blir deaktivert.`,
  ended: 'Sesongen er avsluttet.',
} as const;

/** A player's line as `getMatchStatsForAdmin` answers it. */
export type StoredLine = EntryLine & { statsTableID: number };

/** The contract's saveMatch body as the form fills it: every field, every player's full line. */
export type SaveMatchBody = Omit<CallInput<'saveMatch'>, 'trivia' | 'opponentOwnGoals' | 'players'> & {
  trivia: string;
  opponentOwnGoals: number;
  players: EntryLine[];
};

export const saveMatch = (body: SaveMatchBody) => api('saveMatch', body);
export const endSeason = () => api('endSeason');
export const startSeason = () => api('startSeason');
