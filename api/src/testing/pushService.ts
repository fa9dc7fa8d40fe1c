import { createECDH, createPublicKey, createVerify, randomBytes, type ECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ece from 'http_ece';
import selfsigned from 'selfsigned';
import type { PushMessage, PushSubscriptionInput } from '@vsf/contract';

/**
 * A push service for tests and the push benchmark, on loopback over https with a certificate
 * of its own: it takes what the product POSTs as a browser's push service would, checks the
 * VAPID signature, DECRYPTS each message with the device's keys (RFC 8291, aes128gcm) and
 * keeps it with its Topic, TTL and Urgency. A test may answer a device otherwise (404, 410,
 * 429 with Retry-After, no answer at all).
 *
 * Node trusts the certificate only through NODE_EXTRA_CA_CERTS, which it reads once, when the
 * process starts: the API tests' global setup makes it and sets the variable before vitest
 * forks the test processes, which inherit it (global-setup.ts); a benchmark starts itself
 * again with the variable set (load-tests/src/benchPush.ts).
 */

export interface TestCertificate {
  certFile: string;
  keyFile: string;
}

/** A certificate for `localhost` and 127.0.0.1, made once in `dir` (EC, for speed). */
export async function testCertificate(dir: string): Promise<TestCertificate> {
  const certFile = join(dir, 'push-service-cert.pem');
  const keyFile = join(dir, 'push-service-key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) return { certFile, keyFile };
  mkdirSync(dir, { recursive: true });
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile };
}

/** A browser's subscription, with the private half the push service decrypts with. */
export interface TestDevice {
  id: string;
  subscription: PushSubscriptionInput;
}

export interface ReceivedPush {
  device: string;
  message: PushMessage;
  topic: string | null;
  ttl: number;
  urgency: string | null;
  /** Date.now() when it was taken (the benchmark compares it across processes) */
  at: number;
}

/** How the service answers one POST: a status and headers, or 'hold' (never answer). */
export type PushAnswer = { status: number; headers?: Record<string, string> } | 'hold';

export interface TestPushService {
  /** 'localhost:port', for PUSH_ALLOWED_HOSTS. */
  host: string;
  /** Every message taken (answered 201), decrypted, in order. */
  received: ReceivedPush[];
  /** Every POST that came, answered or not: device and status. */
  requests: { device: string; status: number | 'held' }[];
  /** Bare POSTs of the benchmark's baseline (no encryption), by the Date.now() they were taken. */
  bare: number[];
  device(): TestDevice;
  /** Decides the answer to a device's POST before it is decrypted; undefined: take it (201). */
  answerWith(rule: ((device: string) => PushAnswer | undefined) | null): void;
  close(): Promise<void>;
}

interface DeviceKeys {
  ecdh: ECDH;
  auth: string;
}

/** Signatures already checked: a sender signs once per push service and hour, as real ones keep theirs. */
const verified = new Set<string>();

/** Checks the `Authorization: vapid t=…, k=…` header: an ES256 JWT for this origin, signed by k. */
function vapidProblem(header: string | undefined, origin: string): string | null {
  if (header && verified.has(header)) return null;
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [signed, key] = [match[1]!, match[2]!];
  const [head, body, signature] = signed.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) return `audience ${claims.aud}`;
  if (claims.exp * 1000 < Date.now() || !/^(mailto:|https:)/.test(claims.sub)) return 'expired or no subject';
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const verify = createVerify('SHA256').update(`${head}.${body}`);
  if (!verify.verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    return 'bad signature';
  verified.add(header!);
  return null;
}

export async function startTestPushService(certificate: TestCertificate): Promise<TestPushService> {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];
  const requests: TestPushService['requests'] = [];
  const bare: number[] = [];
  let rule: ((device: string) => PushAnswer | undefined) | null = null;
  let origin = '';

  const server: Server = createServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
        const keys = devices.get(id);
        if (request.headers['x-bare-post']) {
          bare.push(Date.now());
          response.writeHead(201).end();
          return;
        }
        const answer = keys ? (rule?.(id) ?? { status: 201 }) : { status: 404 };
        if (answer === 'hold') {
          requests.push({ device: id, status: 'held' });
          return;
        }
        requests.push({ device: id, status: answer.status });
        if (answer.status === 201) {
          const problem = vapidProblem(request.headers.authorization, origin);
          if (problem || request.headers['content-encoding'] !== 'aes128gcm') {
            response.writeHead(401).end(problem ?? 'not aes128gcm');
            return;
          }
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: keys!.ecdh,
            authSecret: keys!.auth,
          });
          received.push({
            device: id,
            message: JSON.parse(plain.toString('utf8')) as PushMessage,
            topic: (request.headers.topic as string | undefined) ?? null,
            ttl: Number(request.headers.ttl),
            urgency: (request.headers.urgency as string | undefined) ?? null,
            at: Date.now(),
          });
        }
        response.writeHead(answer.status, answer.headers).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://localhost:${port}`;
  let serial = 0;

  return {
    host: `localhost:${port}`,
    received,
    requests,
    bare,
    device() {
      const id = `d${++serial}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys().toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh, auth } } };
    },
    answerWith(next) {
      rule = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
