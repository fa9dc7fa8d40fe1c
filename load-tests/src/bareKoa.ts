import { randomBytes } from 'node:crypto';
import Koa from 'koa';

/**
 * The baseline of DESIGN §7: a bare Koa app whose one route answers a constant JSON
 * object. Run as its own process, like the app, so both get a whole Node process.
 * `?bytes=N` answers N constant random bytes instead: a bare route sending as much as
 * a measured answer, to show what the bytes alone cost.
 */
const app = new Koa();
const answer = { success: true, ok: 1 };
const payloads = new Map<number, Buffer>();
app.use((ctx) => {
  const bytes = Number(ctx.query.bytes ?? 0);
  if (bytes > 0) {
    let payload = payloads.get(bytes);
    if (!payload) payloads.set(bytes, (payload = randomBytes(bytes)));
    ctx.type = 'application/json';
    ctx.body = payload;
    return;
  }
  ctx.body = answer;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
