/**
 * The product of `bench:live`, as one process of `npm start` runs it (embedded: PGlite,
 * in-process bus, realtime on the same HTTP server, the demo club), in a process of its own
 * so the bench's clients do not share its event loop. Its clock stands on the day of the
 * season's current match (a live match cannot start before its day); bus messages sent over
 * IPC are published as a handler's would be, for the bench's baseline.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { osloDateTimeToInstant, parseFixtureDate, type BusMessage, type SeasonContext } from '@vsf/engine';
import { startProduct } from '@vsf/api/testing';

let offset = 0;
const product = await startProduct({
  webDistDir: join(tmpdir(), 'vsf-bench-live-no-web'),
  now: () => new Date(Date.now() + offset),
});
const season = (await (
  await fetch(`${product.url}/api/getYearRoundMatchDateID`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: product.url },
    body: '{}',
  })
).json()) as SeasonContext;
const matchDate = season.thisMatchDate ? parseFixtureDate(season.thisMatchDate) : null;
if (!matchDate) throw new Error('the demo season has no current match');
offset = osloDateTimeToInstant(matchDate, '18:00').getTime() - Date.now();

process.send?.({ url: product.url, matchID: season.thisMatchID });
process.on('message', (message: BusMessage) => void product.publish(message));
process.on('disconnect', () => void product.close().then(() => process.exit(0)));
