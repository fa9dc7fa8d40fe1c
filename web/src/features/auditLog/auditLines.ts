import type { AuditSnapshot } from '@vsf/engine';
import type { AuditEntry } from '@vsf/contract';
import { diffRows } from './auditTexts';

/**
 * A log line's change as sentences an admin reads at a glance: 'Resultat: 1–1 → 2–1',
 * 'Gule kort: Ola Nordmann', 'Kan slettes: Nei → Ja'. The stored snapshots stay one click away.
 */
export function auditLines(entry: Pick<AuditEntry, 'kind' | 'before' | 'after'>): string[] {
  return entry.kind === 'match' ? matchLines(entry.before, entry.after) : fieldLines(entry.before, entry.after);
}

/** Every changed field: 'Felt: før → etter', or only the value for an object created or deleted. */
function fieldLines(before: AuditSnapshot, after: AuditSnapshot): string[] {
  return diffRows(before, after)
    .filter((row) => !(before === null && isBlank(row.after)) && !(after === null && isBlank(row.before)))
    .map((row) =>
      before === null
        ? `${row.label}: ${row.after}`
        : after === null
          ? `${row.label}: ${row.before}`
          : `${row.label}: ${row.before} → ${row.after}`,
    );
}

const isBlank = (text: string) => text === '–' || text === '(tom)';

/** A match's counts per player, in the order the statistics form lists them. */
const MATCH_COUNTS = [
  ['attendance', 'Oppmøte'],
  ['keeper', 'Keeper'],
  ['goalsScored', 'Mål'],
  ['assists', 'Målgivende'],
  ['ownGoals', 'Selvmål'],
  ['yellowCards', 'Gule kort'],
  ['redCards', 'Røde kort'],
] as const;

interface PlayerLine {
  name: string;
  counts: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function playerLines(snapshot: AuditSnapshot): Map<string, PlayerLine> {
  const players = isRecord(snapshot?.players) ? snapshot.players : {};
  return new Map(
    Object.entries(players).flatMap(([id, line]) => {
      if (!isRecord(line)) return [];
      const counts = Object.fromEntries(
        Object.entries(line).flatMap(([field, value]) => (typeof value === 'number' ? [[field, value]] : [])),
      );
      // A player has a line only when they played: the line itself is the attendance.
      return [
        [id, { name: typeof line.name === 'string' ? line.name : `#${id}`, counts: { attendance: 1, ...counts } }],
      ];
    }),
  );
}

function score(snapshot: AuditSnapshot): string {
  const home = snapshot?.homeTeamScore;
  const away = snapshot?.awayTeamScore;
  return typeof home === 'number' && typeof away === 'number' ? `${home}–${away}` : 'ikke spilt';
}

const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '(tom)';
  return `«${text.length > 80 ? `${text.slice(0, 79)}…` : text}»`;
};

function matchLines(before: AuditSnapshot, after: AuditSnapshot): string[] {
  const lines: string[] = [];
  const [was, is] = [score(before), score(after)];
  if (before === null) lines.push(`Resultat: ${is}`);
  else if (after === null || was !== is) lines.push(`Resultat: ${was} → ${after === null ? 'slettet' : is}`);
  const [oldTrivia, newTrivia] = [before?.trivia ?? '', after?.trivia ?? ''];
  if (oldTrivia !== newTrivia && after !== null) lines.push(`Kampfakta: ${quoted(oldTrivia)} → ${quoted(newTrivia)}`);

  const [old, now] = [playerLines(before), playerLines(after)];
  const ids = [...new Set([...old.keys(), ...now.keys()])];
  for (const [field, label] of MATCH_COUNTS) {
    const changes = ids.flatMap((id) => {
      const name = (now.get(id) ?? old.get(id))!.name;
      const [from, to] = [old.get(id)?.counts[field] ?? 0, now.get(id)?.counts[field] ?? 0];
      return from === to ? [] : [{ name, from, to }];
    });
    if (changes.length > 0) lines.push(countLine(label, changes));
  }
  return lines;
}

interface CountChange {
  name: string;
  from: number;
  to: number;
}

const named = (name: string, count: number) => (count === 1 ? name : `${name} (${count})`);

/** 'Mål: Ola Nordmann (2), Kari', 'Mål fjernet: Ola Nordmann', or 'Mål: Ola Nordmann 1 → 2, Kari 0 → 1'. */
function countLine(label: string, changes: readonly CountChange[]): string {
  if (changes.every((c) => c.from === 0)) return `${label}: ${changes.map((c) => named(c.name, c.to)).join(', ')}`;
  if (changes.every((c) => c.to === 0))
    return `${label} fjernet: ${changes.map((c) => named(c.name, c.from)).join(', ')}`;
  return `${label}: ${changes.map((c) => `${c.name} ${c.from} → ${c.to}`).join(', ')}`;
}
