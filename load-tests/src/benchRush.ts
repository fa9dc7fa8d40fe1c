/**
 * `npm run bench:rush`: the deadline rush. Every manager saves their team at
 * once, in a closed loop (one save in flight each), moving the captain's armband each
 * time, against the product as the Procfile's web process runs it, then the same clients
 * against a bare Koa route in the same run. Each manager is its own session logged in from
 * its own loopback address. `--managers N` registers more managers than the demo's;
 * `--database postgres` (or `both`) runs on a fresh PostgreSQL database created beside the
 * one DATABASE_URL names and dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { CallAnswer, CallInput } from '@vsf/contract';
import { Client, closedLoop, loopbackAddress, percentile, type LoopResult } from './rushClients';
import { cpuPerSave, cpuSnapshot, type CpuSnapshot } from './rushCpu';

const { values } = parseArgs({
  options: {
    managers: { type: 'string', default: '0' },
    database: { type: 'string', default: process.env.DATABASE_URL ? 'both' : 'pglite' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    // A directory: the API process writes its CPU profile there (node --cpu-prof) on exit.
    'cpu-prof': { type: 'string' },
  },
});
const WANTED = Number(values.managers);
const SECONDS = Number(values.seconds);
const WARM_UP = Number(values.warmup);
const PASSWORD = 'fotball123';
const root = fileURLToPath(new URL('../..', import.meta.url));

function startProcess(script: string, env: Record<string, string>, flags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (const until = Date.now() + 300_000; Date.now() < until;) {
    if (
      await fetch(url)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

const port = () => 20_000 + Math.floor(Math.random() * 20_000);

type Team = NonNullable<CallAnswer<'loadFantasyTeam'>['team']>;

function unwrap<T>(answer: { status: number; body: T & { msg?: string } }, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.msg ?? ''}`);
  return answer.body;
}

/** Logs every manager in from its own address and loads its team for the current round. */
async function managers(base: string): Promise<{ clients: Client[]; teams: Team[] }> {
  // The demo's admin plays too: their team is the template of every new manager's first one.
  const probe = new Client(base, '127.0.0.1');
  unwrap(await probe.post<object>('/api/login', { username: 'admin', password: PASSWORD }), 'admin login');
  const season = unwrap(
    await probe.post<CallAnswer<'getYearRoundMatchDateID'>>('/api/getYearRoundMatchDateID', {}),
    'season',
  );
  const round = { season: season.thisYear, round: season.thisRound, matchID: season.thisMatchID };
  const teams = unwrap(
    await probe.post<CallAnswer<'getAllFantasyTeamsThisRound'>>('/api/getAllFantasyTeamsThisRound', round),
    'teams',
  ).teams;
  const template = unwrap(
    await probe.post<CallAnswer<'loadFantasyTeam'>>('/api/loadFantasyTeam', round),
    'admin team',
  ).team;
  probe.close();
  // Other managers' picks are hidden before the deadline, but their names are not.
  const usernames = teams.map((team) => team.username).filter((username) => username !== 'admin');
  const count = WANTED > 0 ? WANTED : usernames.length;
  const clients: Client[] = [];
  const loaded: Team[] = [];
  if (!template) throw new Error('the demo admin has no team this round');
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, offset) => start + offset);
    const ready = await Promise.all(
      batch.map(async (index) => {
        const client = new Client(base, loopbackAddress(index));
        const existing = usernames[index];
        const username = existing ?? `rush${index}`;
        if (!existing) {
          const registration: CallInput<'createNewUser'> = {
            username,
            teamName: `Rush ${index}`,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            registerMatchID: round.matchID,
          };
          unwrap(await client.post<object>('/api/createNewUser', registration), `register ${username}`);
        }
        unwrap(await client.post<object>('/api/login', { username, password: PASSWORD }), `login ${username}`);
        let team = unwrap(await client.post<CallAnswer<'loadFantasyTeam'>>('/api/loadFantasyTeam', round), 'load').team;
        if (!team) {
          const players = [1, 2, 3, 4, 5, 6, 7].map((slot) => template[`player${slot}` as keyof Team]);
          const picked = Object.fromEntries(players.map((player, slot) => [`player${slot + 1}`, player]));
          team = unwrap(
            await client.post<CallAnswer<'updateFantasyTeam'>>('/api/updateFantasyTeam', {
              ...round,
              ...picked,
              captain: template.player1,
              activeBoost: 'none',
            }),
            `first team of ${username}`,
          ).team;
        }
        return { client, team };
      }),
    );
    for (const { client, team } of ready) {
      clients.push(client);
      loaded.push(team);
    }
  }
  return { clients, teams: loaded };
}

/** The next save of a manager: the same players, the armband moved to the next one. */
function saveBody(team: Team, iteration: number): CallInput<'updateFantasyTeam'> {
  const players = [team.player1, team.player2, team.player3, team.player4, team.player5, team.player6, team.player7];
  const chosen = players.filter((player): player is number => player !== null);
  return {
    season: team.season,
    round: team.round,
    matchID: team.matchID,
    player1: team.player1,
    player2: team.player2,
    player3: team.player3,
    player4: team.player4,
    player5: team.player5,
    player6: team.player6,
    player7: team.player7,
    captain: chosen[(iteration + 1) % chosen.length] ?? null,
    activeBoost: team.activeBoost,
  };
}

function line(name: string, result: LoopResult): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rate = result.latencies.length / result.seconds;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${name.padEnd(34)} ${rate.toFixed(0).padStart(6)}/s  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(
    percentile(sorted, 99),
  )}  max ${ms(sorted.at(-1) ?? 0)}  refused ${result.refused}`;
}

async function freshPostgres(url: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `vsf_rush_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), name, drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

async function run(database: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-rush-'));
  const source = process.env.DATABASE_URL;
  if (database === 'postgres' && !source) throw new Error('--database postgres needs DATABASE_URL');
  const postgres = database === 'postgres' && source ? await freshPostgres(source) : null;
  const [appPort, barePort] = [port(), port()];
  const profile = values['cpu-prof'];
  const app = startProcess(
    fileURLToPath(import.meta.resolve('@vsf/api/main')),
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      // PostgreSQL is the operator's set-up, which asks for its own session secret.
      ...(postgres ? { SESSION_SECRET: randomBytes(32).toString('hex') } : {}),
      REDIS_URL: '',
      DEMO: '1',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profile, database)}`] : [],
  );
  const bare = startProcess(fileURLToPath(new URL('./bareKoa.ts', import.meta.url)), { PORT: String(barePort) });
  try {
    const base = `http://127.0.0.1:${appPort}`;
    await Promise.all([waitFor(`${base}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);
    const { clients, teams } = await managers(base);
    // The CPU spent in the counted window, without the warm-up.
    const snapshots: (CpuSnapshot | null)[] = [];
    const snapshot = () => snapshots.push(cpuSnapshot(app.pid, postgres?.name ?? null));
    const timers = [setTimeout(snapshot, WARM_UP * 1000), setTimeout(snapshot, (WARM_UP + SECONDS) * 1000)];
    const saves = await closedLoop(
      clients,
      (client, index, iteration) => client.post('/api/updateFantasyTeam', saveBody(teams[index]!, iteration)),
      WARM_UP,
      SECONDS,
    );
    for (const timer of timers) clearTimeout(timer);
    const cpu = cpuPerSave(snapshots[0] ?? null, snapshots[1] ?? null, saves.latencies.length);
    const bareClients = clients.map((_, index) => new Client(`http://127.0.0.1:${barePort}`, loopbackAddress(index)));
    const baseline = await closedLoop(
      bareClients,
      (client, index, iteration) => client.post('/', saveBody(teams[index]!, iteration)),
      WARM_UP,
      SECONDS,
    );
    for (const client of [...clients, ...bareClients]) client.close();
    console.log(`\n${database}: ${clients.length} managers, ${SECONDS} s closed loop after ${WARM_UP} s warm-up`);
    console.log(line('updateFantasyTeam', saves));
    if (cpu) {
      const where = postgres ? `, PostgreSQL backends ${cpu.database.toFixed(2)} ms` : ' (PGlite included)';
      console.log(`${''.padEnd(34)} CPU per save: API process ${cpu.api.toFixed(2)} ms${where}`);
    }
    console.log(line('bare Koa, same clients and bodies', baseline));
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bench:rush on ${cpus().length} cores, ${cpus()[0]?.model ?? ''}, Node ${process.version}`);
const databases =
  values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];
for (const database of databases) await run(database);
