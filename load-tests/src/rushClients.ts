/**
 * bench:rush's managers: each its own keep-alive connection from its own loopback address
 * (127.0.x.y), so the per-address login limit is not what is measured and the server sees
 * them as the different people they are, and its own session cookie.
 */
import { Agent, request } from 'node:http';

export interface Answer<T> {
  status: number;
  body: T;
}

export class Client {
  private readonly agent: Agent;
  private cookie = '';

  constructor(
    private readonly base: string,
    localAddress: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  }

  post<T>(path: string, body: object): Promise<Answer<T>> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        `${this.base}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
            Origin: this.base,
            ...(this.cookie ? { Cookie: this.cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookie = res.headers['set-cookie'];
            if (setCookie) this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The session cookie the server set, as a Cookie header sends it. */
  get cookieHeader(): string {
    return this.cookie;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The i-th manager's address: 127.0.1.1, 127.0.1.2, … (127.0.0.1 is the bench's own). */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

export interface LoopResult {
  latencies: number[];
  refused: number;
  seconds: number;
}

/**
 * Every client sends one request, waits for its answer and sends the next (a closed loop),
 * for `seconds` after `warmUp` seconds that are not counted.
 */
export async function closedLoop(
  clients: readonly Client[],
  send: (client: Client, index: number, iteration: number) => Promise<Answer<unknown>>,
  warmUp: number,
  seconds: number,
): Promise<LoopResult> {
  const start = performance.now();
  const countFrom = start + warmUp * 1000;
  const until = countFrom + seconds * 1000;
  const latencies: number[] = [];
  let refused = 0;
  await Promise.all(
    clients.map(async (client, index) => {
      for (let iteration = 0; performance.now() < until; iteration++) {
        const sent = performance.now();
        const answer = await send(client, index, iteration);
        const done = performance.now();
        if (sent < countFrom || done > until) continue;
        latencies.push(done - sent);
        if (answer.status !== 200) refused++;
      }
    }),
  );
  return { latencies, refused, seconds };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
