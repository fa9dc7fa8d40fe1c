/**
 * `npm run bench:fanout`: DESIGN §7's fan-out budget. N Socket.IO clients (WebSocket, as
 * browsers connect) on one realtime process; the bench publishes `match:live` on its bus
 * and measures, per event, how long after publishing each client had it. The clients run
 * in this process, so their own handling queues behind each other: the numbers are
 * pessimistic. Budget: p99 under 250 ms for 10,000 clients.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EVERYONE, busMessage, rooms, type MatchLivePayload } from '@vsf/contract';
import { connectAll, machineLine, percentile, summary, timeDelivery } from './fanoutHarness';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const BUDGET_P99_MS = 250;

async function main(): Promise<void> {
  const server = fork(fileURLToPath(new URL('./fanoutServer.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve) =>
      server.once('message', (m: { port: number }) => resolve(m.port)),
    );
    const connectStarted = performance.now();
    const sockets = await connectAll(`http://127.0.0.1:${port}`, CLIENTS);
    console.log(`${CLIENTS} clients connected in ${Math.round(performance.now() - connectStarted)} ms`);

    const rows = [];
    const all: number[] = [];
    for (let event = 1; event <= EVENTS; event++) {
      const payload: MatchLivePayload = {
        season: 2026,
        round: 1,
        matchID: 'bench',
        homeTeamScore: event,
        awayTeamScore: 0,
        kind: 'goal',
        text: `Mål nummer ${event}!`,
      };
      const latencies = await timeDelivery(sockets, 'match:live', () =>
        server.send(busMessage('match:live', payload, [rooms.match('bench'), EVERYONE])),
      );
      all.push(...latencies);
      rows.push({ event, ...summary(latencies) });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    all.sort((a, b) => a - b);
    console.log(`\n${machineLine()}; ${CLIENTS} clients, ${EVENTS} events\n`);
    console.table(rows);
    const p99 = percentile(all, 99);
    console.log(
      `All events: p50 ${Math.round(percentile(all, 50))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(all.at(-1)!)} ms. ` +
        `Budget (DESIGN §7): p99 under ${BUDGET_P99_MS} ms: ${p99 < BUDGET_P99_MS ? 'ok' : 'OVER'}.`,
    );
    if (p99 >= BUDGET_P99_MS) process.exitCode = 1;
    for (const socket of sockets) socket.disconnect();
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
