import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { club } from '@vsf/engine';
import { DEMO_PASSWORD } from './demo/demoPassword';
import { loadPushConfig, type PushConfig } from './push/pushConfig';

/** Everything the environment can set (DESIGN §2); every value is optional. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  sessionSecret: string;
  publicOrigin: string | null;
  realtimeUrl: string | null;
  newsFeedUrl: string | null;
  shopUrl: string | null;
  demo: boolean;
  adminUsername: string | null;
  adminPassword: string | null;
  webDistDir: string;
  production: boolean;
  /**
   * How many reverse proxies in front of the API add to `X-Forwarded-For` (0: none, the
   * socket's address is the client's). Only that many entries from the right are believed:
   * the ones left of them are written by the client and say nothing.
   */
  trustProxyHops: number;
  /** A bearer token that may read /metrics from anywhere (inside addresses need none). */
  metricsToken: string | null;
  /** Web Push: the VAPID keys and the push services a subscription may name. */
  push: PushConfig;
  /** Where e-mail is sent (`smtp://` or `smtps://`); without it mails are written to `DATA_DIR/mail`. */
  smtpUrl: string | null;
  /** The mails' sender, `Navn <adresse>` or an address. */
  mailFrom: string;
}

type Env = Record<string, string | undefined>;

const repoRoot = resolve(import.meta.dirname, '..', '..');

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const config: AppConfig = {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl,
    redisUrl: nonEmpty(env.REDIS_URL),
    sessionSecret: sessionSecret(env, dataDir, databaseUrl),
    publicOrigin: nonEmpty(env.PUBLIC_ORIGIN),
    realtimeUrl: nonEmpty(env.PUBLIC_REALTIME_URL),
    newsFeedUrl: nonEmpty(env.NEWS_FEED_URL),
    shopUrl: nonEmpty(env.SHOP_URL),
    demo: demoWanted(env.DEMO, databaseUrl),
    adminUsername: nonEmpty(env.ADMIN_USERNAME),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'web', 'dist')),
    production: env.NODE_ENV === 'production',
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    push: loadPushConfig(env, dataDir, databaseUrl),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: mailFrom(env),
  };
  if (config.production) refuseDemoPasswords(config);
  return config;
}

/**
 * The demo club (every account's password is DEMO_PASSWORD) is the embedded mode's default,
 * so `npm start` shows a living site. An operator's PostgreSQL gets it only when asked for
 * with DEMO=1: a real club's database must never be filled with known passwords by accident.
 */
function demoWanted(value: string | undefined, databaseUrl: string | null): boolean {
  return databaseUrl ? value === '1' : value !== '0';
}

/** Passwords anyone can read in this repository: the demo's and the example's. */
const KNOWN_PASSWORDS = new Set([DEMO_PASSWORD, 'change-me']);

/** In production no account may have a password printed in this repository. */
function refuseDemoPasswords(config: AppConfig): void {
  if (config.demo)
    throw new Error(
      `Demoklubben (alle med passordet ${DEMO_PASSWORD}) lastes ikke med NODE_ENV=production: sett DEMO=0.`,
    );
  if (config.adminPassword !== null && KNOWN_PASSWORDS.has(config.adminPassword))
    throw new Error('ADMIN_PASSWORD er et kjent eksempelpassord: velg et eget med NODE_ENV=production.');
}

function trustProxyHops(value: string | undefined): number {
  const given = nonEmpty(value);
  if (given === null) return 0;
  if (!/^\d+$/.test(given)) throw new Error('TRUST_PROXY må være antall proxyer foran API-et (0, 1, 2 …).');
  return Number(given);
}

/**
 * A real mail server refuses or bins mail from an address it does not know, so with SMTP_URL
 * the sender has to be named; the files written without it get a placeholder.
 */
function mailFrom(env: Env): string {
  const given = nonEmpty(env.MAIL_FROM);
  if (given) return given;
  if (nonEmpty(env.SMTP_URL)) throw new Error('MAIL_FROM må settes når SMTP_URL er satt.');
  return `${club.fantasyName} <ikke-svar@localhost>`;
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * Embedded installs keep a generated secret in DATA_DIR so sessions survive restarts;
 * with PostgreSQL several processes must share one, so it has to be given.
 */
function sessionSecret(env: Env, dataDir: string, databaseUrl: string | null): string {
  const given = nonEmpty(env.SESSION_SECRET);
  if (given) return given;
  if (databaseUrl) throw new Error('SESSION_SECRET må settes når DATABASE_URL er satt.');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
