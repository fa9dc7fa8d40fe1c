// The push sender's worker thread (sendPool.ts starts it): encrypts each message for its
// device (RFC 8291, aes128gcm), signs it with the server's VAPID key (RFC 8292) and POSTs it to
// the push service, with `web-push`, so none of that CPU is spent on the thread that answers
// requests. Plain JavaScript, importing packages only: it runs as it is from the source in
// development and tests, and is copied beside the server's build (scripts/serverBuild.mjs).
import { lookup } from 'node:dns';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import ipaddr from 'ipaddr.js';
import webPush from 'web-push';

/** @type {{ vapid: { publicKey: string; privateKey: string; subject: string }; insideHosts: string[]; concurrency: number; timeoutMs: number }} */
const { vapid, insideHosts, concurrency, timeoutMs } = workerData;

// On Linux a thread has a priority of its own: this one yields the CPU to the thread that
// answers requests, so a goal to 10,000 phones costs the site's readers little. Where a thread
// cannot have its own, the worker keeps the process's.
try {
  setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
} catch (error) {
  if (error?.code !== 'EACCES' && error?.code !== 'EPERM' && error?.code !== 'ENOSYS') throw error;
}

/** A VAPID signature is good for 12 hours; one per push service is made each hour. */
const VAPID_RENEW_MS = 60 * 60 * 1000;
const VAPID_LIFETIME_S = 12 * 60 * 60;

const isInside = (address) => ipaddr.process(address).range() !== 'unicast';
const bare = (host) => host.replace(/^\[|\]$/g, '');

/**
 * Where a push service's name leads, checked on every connection: an inside address (private,
 * loopback, link-local …) only for a host PUSH_ALLOWED_HOSTS names, so a name that resolves
 * into the club's own network is never knocked on.
 */
function guardedLookup(hostname, options, callback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    if (!insideHosts.includes(bare(hostname)) && addresses.some(({ address }) => isInside(address))) {
      return callback(Object.assign(new Error(`${hostname} leads to an inside address`), { code: 'EINSIDE' }));
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency, lookup: guardedLookup });

/** @type {Map<string, { authorization: string; madeAt: number }>} */
const signatures = new Map();

function authorization(endpoint) {
  const audience = new URL(endpoint).origin;
  const kept = signatures.get(audience);
  if (kept && Date.now() - kept.madeAt < VAPID_RENEW_MS) return kept.authorization;
  const expiration = Math.floor(Date.now() / 1000) + VAPID_LIFETIME_S;
  const headers = webPush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  );
  signatures.set(audience, { authorization: headers.Authorization, madeAt: Date.now() });
  return headers.Authorization;
}

/** Seconds, or an HTTP date, as milliseconds from now; null when absent or unreadable. */
function retryAfterMs(value) {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value[0] : String(value);
  if (/^\d+$/.test(text.trim())) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** What a send refused before it left (an inside address) is answered as. */
const REFUSED = -1;

/** One send, answered as { key, status, retryAfterMs }: status 0 when no answer came. */
async function send(item) {
  const host = bare(new URL(item.endpoint).hostname);
  if (isIP(host) && isInside(host) && !insideHosts.includes(host))
    return { key: item.key, status: REFUSED, retryAfterMs: null };
  try {
    const answer = await webPush.sendNotification({ endpoint: item.endpoint, keys: item.keys }, item.payload, {
      TTL: item.ttl,
      urgency: item.urgency,
      ...(item.topic ? { topic: item.topic } : {}),
      headers: { Authorization: authorization(item.endpoint) },
      agent,
      timeout: timeoutMs,
    });
    return { key: item.key, status: answer.statusCode, retryAfterMs: null };
  } catch (error) {
    const status = error?.code === 'EINSIDE' ? REFUSED : typeof error?.statusCode === 'number' ? error.statusCode : 0;
    return { key: item.key, status, retryAfterMs: retryAfterMs(error?.headers?.['retry-after']) };
  }
}

/** Sends waiting for a free slot, and how many are under way. */
const waiting = [];
let running = 0;
/** Answers are handed back in small groups, not one message each. */
let answered = [];
let flushTimer = null;

function answer(result) {
  answered.push(result);
  if (answered.length >= 100) flush();
  else flushTimer ??= setTimeout(flush, 5);
}

function flush() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (answered.length === 0) return;
  parentPort.postMessage(answered);
  answered = [];
}

function pump() {
  while (running < concurrency && waiting.length > 0) {
    const item = waiting.shift();
    running++;
    send(item)
      .then(answer)
      .finally(() => {
        running--;
        pump();
      });
  }
}

parentPort.on('message', (items) => {
  waiting.push(...items);
  pump();
});
