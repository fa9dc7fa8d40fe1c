import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webPush from 'web-push';

/** The server's VAPID identity (RFC 8292): the browser subscribes with the public key. */
export interface VapidKeys {
  /** base64url, an uncompressed P-256 point */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about our pushes. */
  subject: string;
}

/** A host (and port) PUSH_ALLOWED_HOSTS names. */
export interface AllowedHost {
  /** Lower case; an IPv6 address without its brackets. */
  host: string;
  port: string;
}

export interface PushConfig {
  /**
   * From VAPID_* in the environment; null when not given (then the embedded mode makes and
   * keeps its own in `keyFile` at start, and the scaled mode has pushes off).
   */
  vapid: VapidKeys | null;
  /** Where the embedded mode keeps its generated keys (DATA_DIR); null in the scaled mode. */
  keyFile: string | null;
  /** The subject generated keys are sent with. */
  subject: string;
  /** PUSH_ALLOWED_HOSTS, which replaces the browsers' push services; null: the built-in list. */
  allowedHosts: readonly AllowedHost[] | null;
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = '443';
/** A subject an embedded install without VAPID_SUBJECT or an https: PUBLIC_ORIGIN sends. */
const FALLBACK_SUBJECT = 'mailto:webmaster@localhost';

function given(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * The push settings of the environment, read without touching the disk: VAPID keys given in
 * the environment win in both modes; without them an embedded install makes its own at start
 * (`withVapidKeys`).
 */
export function loadPushConfig(env: Env, dataDir: string, databaseUrl: string | null): PushConfig {
  const publicKey = given(env.VAPID_PUBLIC_KEY);
  const privateKey = given(env.VAPID_PRIVATE_KEY);
  const origin = given(env.PUBLIC_ORIGIN);
  const subject = vapidSubject(env) ?? (origin?.startsWith('https://') ? origin : FALLBACK_SUBJECT);
  if ((publicKey === null) !== (privateKey === null))
    throw new Error('VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY må settes sammen.');
  return {
    vapid: publicKey && privateKey ? checked({ publicKey, privateKey, subject }) : null,
    keyFile: databaseUrl ? null : join(dataDir, 'vapid-keys.json'),
    subject,
    allowedHosts: allowedHosts(env.PUSH_ALLOWED_HOSTS),
  };
}

/**
 * The keys pushes are signed with, at start: the environment's, or in the embedded mode those
 * generated once and kept in DATA_DIR (as the session secret), so the browsers'
 * subscriptions survive restarts. Several processes on PostgreSQL must share one pair, so
 * there they come from the environment only.
 */
export function withVapidKeys(config: PushConfig): PushConfig {
  if (config.vapid || !config.keyFile) return config;
  if (existsSync(config.keyFile)) {
    const stored = JSON.parse(readFileSync(config.keyFile, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...config, vapid: checked({ ...stored, subject: config.subject }) };
  }
  mkdirSync(dirname(config.keyFile), { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  writeFileSync(config.keyFile, JSON.stringify(generated), { mode: 0o600 });
  return { ...config, vapid: { ...generated, subject: config.subject } };
}

function vapidSubject(env: Env): string | null {
  const subject = given(env.VAPID_SUBJECT);
  if (subject && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject))
    throw new Error('VAPID_SUBJECT må være en mailto:-adresse eller en https:-adresse.');
  return subject;
}

/** web-push refuses keys of the wrong length when it signs; an operator's typo is better told at start. */
function checked(keys: VapidKeys): VapidKeys {
  try {
    webPush.getVapidHeaders('https://push.invalid', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`VAPID-nøklene er ugyldige: ${(error as Error).message}`, { cause: error });
  }
  return keys;
}

/** 'push.example.org, 127.0.0.1:8443, [::1]:9443' → the hosts and ports; null when not set. */
export function allowedHosts(value: string | undefined): readonly AllowedHost[] | null {
  const list = given(value);
  if (list === null) return null;
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(\[[0-9a-f:.]+\]|[^:[\]/\s]+)(?::(\d{1,5}))?$/.exec(entry);
      if (!match) throw new Error(`PUSH_ALLOWED_HOSTS: «${entry}» er ikke vert[:port].`);
      return { host: match[1]!.replace(/^\[|\]$/g, ''), port: match[2] ?? DEFAULT_PORT };
    });
}
