import { auditChanges, type AuditKind, type AuditSnapshot } from '@vsf/engine';
import { type AuditAction } from '@vsf/contract';

export const AUDIT_TEXTS = {
  title: 'Endringslogg',
  intro:
    'Hvem som har lagt inn, endret, åpnet igjen eller slettet kamper, hendelser, kampprogram, brukere og spillere.',
  allKinds: 'Alle',
  kind: 'Type',
  from: 'Fra dato',
  to: 'Til dato',
  refresh: 'Oppdater',
  loadFailed: 'Kunne ikke hente endringsloggen. Prøv igjen om litt.',
  empty: 'Ingen endringer funnet for dette utvalget.',
  capped: (limit: number) => `Viser de ${limit} nyeste endringene. Velg type eller datoer for å se eldre.`,
  changes: 'Endringer',
  showData: 'Vis lagrede data (JSON)',
  before: 'Før',
  after: 'Etter',
  noDetails: 'Ingen felt å vise.',
  unknownUser: 'ukjent',
} as const;

export const KIND_LABELS: Record<AuditKind, string> = {
  match: 'Kamp',
  matchEvent: 'Hendelse',
  fixture: 'Kampprogram',
  user: 'Bruker',
  clubPlayer: 'Spiller',
  leagueTable: 'Tabell',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Opprettet',
  update: 'Endret',
  delete: 'Slettet',
  reopen: 'Åpnet igjen',
};

/** The snapshots' field names (the API's) as an admin reads them. */
const FIELD_LABELS: Record<string, string> = {
  homeTeam: 'Hjemmelag',
  awayTeam: 'Bortelag',
  homeTeamScore: 'Mål hjemmelag',
  awayTeamScore: 'Mål bortelag',
  trivia: 'Kampfakta',
  players: 'Spillere',
  attendance: 'Oppmøte',
  keeper: 'Keeper',
  goalsScored: 'Mål',
  assists: 'Målgivende',
  ownGoals: 'Selvmål',
  yellowCards: 'Gule kort',
  redCards: 'Røde kort',
  round: 'Runde',
  date: 'Dato',
  day: 'Dag',
  time: 'Tid',
  pitch: 'Bane',
  tournement: 'Turnering',
  matchID: 'Kampnummer',
  year: 'Sesong',
  aside: 'Spillere per lag',
  username: 'Brukernavn',
  teamName: 'Lagnavn',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  email: 'E-post',
  isAdmin: 'Admin',
  isPoster: 'Skribent',
  isPlayer: 'Spiller',
  isFantasy: 'Fantasy',
  playerID: 'Spillerprofil',
  nickname: 'Kallenavn',
  birthdate: 'Fødselsdato',
  sex: 'Kjønn',
  position: 'Posisjon',
  description: 'Beskrivelse',
  jerseyNo: 'Draktnummer',
  image: 'Bilde',
  active: 'Aktiv',
  deletable: 'Kan slettes',
  userID: 'Bruker',
  minute: 'Minutt',
  type: 'Type',
  phase: 'Fase',
  assistPlayerID: 'Målgivende spiller',
  name: 'Navn',
};

/** Fields stored as 0/1 flags, shown as an admin ticks them. */
const FLAG_FIELDS = new Set([
  'attendance',
  'keeper',
  'isAdmin',
  'isPoster',
  'isPlayer',
  'isFantasy',
  'active',
  'deletable',
]);

export function formatValue(value: unknown, field?: string): string {
  if (value === undefined || value === null) return '–';
  if (field !== undefined && FLAG_FIELDS.has(field) && (value === 0 || value === 1)) return value === 1 ? 'Ja' : 'Nei';
  if (value === '') return '(tom)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface DiffRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changed fields of a line, readable: a nested object (a match's player line) is named
 * by its own `name` field where it has one, and that name is not listed as a change of its own.
 */
export function diffRows(before: AuditSnapshot, after: AuditSnapshot): DiffRow[] {
  return auditChanges(before, after)
    .filter((change) => !(change.path.length > 1 && change.path.at(-1) === 'name'))
    .map((change) => {
      const labels = change.path.map((key, index) => {
        const parentPath = change.path.slice(0, index + 1);
        const node = [after, before]
          .map((snapshot) => parentPath.reduce<unknown>((at, step) => (isRecord(at) ? at[step] : undefined), snapshot))
          .find(isRecord);
        return typeof node?.name === 'string' ? node.name : (FIELD_LABELS[key] ?? key);
      });
      return {
        key: change.path.join('.'),
        label: labels.join(' › '),
        before: formatValue(change.before, change.path.at(-1)),
        after: formatValue(change.after, change.path.at(-1)),
      };
    });
}

/** '2026-05-02T00:30:00+02:00' (Oslo's own wall clock, as the API sends it) → '02.05.2026 kl. 00.30'. */
export function formatAuditTime(at: string): string {
  const [year, month, day] = at.slice(0, 10).split('-');
  return `${day}.${month}.${year} kl. ${at.slice(11, 13)}.${at.slice(14, 16)}`;
}
