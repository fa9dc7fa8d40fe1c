/**
 * bench:rush's CPU accounting: how much CPU the API process and the run's PostgreSQL backends
 * spent per save. On a machine shared with other work the rate moves with the neighbours'
 * load; the CPU per save does not, and it bounds the rate a quiet core could reach (PGlite
 * runs inside the API process, on its one thread). Linux only (/proc); null elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: the unit of /proc/<pid>/stat on Linux

function cpuTicks(pid: number): number {
  try {
    // The command may contain spaces and parentheses; the fields after its closing one do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // the process has ended
  }
}

/** The PostgreSQL backends serving a database: their process title names it. */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

export interface CpuSnapshot {
  api: number;
  database: Map<number, number>;
}

export function cpuSnapshot(apiPid: number | undefined, database: string | null): CpuSnapshot | null {
  if (process.platform !== 'linux' || apiPid === undefined) return null;
  const backends = database ? backendsOf(database) : [];
  return { api: cpuTicks(apiPid), database: new Map(backends.map((pid) => [pid, cpuTicks(pid)])) };
}

/** Milliseconds of CPU per save between two snapshots: the API process, and the database's backends. */
export function cpuPerSave(
  from: CpuSnapshot | null,
  to: CpuSnapshot | null,
  saves: number,
): { api: number; database: number } | null {
  if (!from || !to || saves === 0) return null;
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND / saves;
  let database = 0;
  for (const [pid, ticks] of to.database) database += ticks - (from.database.get(pid) ?? 0);
  return { api: ms(to.api - from.api), database: ms(database) };
}
