import ipaddr from 'ipaddr.js';
import type { AllowedHost } from './pushConfig';

/**
 * The browsers' push services, where a real subscription's endpoint lies: Chrome and the
 * other Chromium browsers (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari
 * (Apple) and Edge on Windows (the Windows Push Notification Services, one host per region).
 */
const PUSH_SERVICES: readonly ({ host: string } | { suffix: string })[] = [
  { host: 'fcm.googleapis.com' },
  { host: 'android.googleapis.com' },
  { host: 'updates.push.services.mozilla.com' },
  { host: 'web.push.apple.com' },
  { suffix: '.notify.windows.com' },
];

export const ENDPOINT_MESSAGES = {
  notHttps: 'Varslingsadressen må begynne med https:.',
  notPushService: 'Varslingsadressen må høre til en nettlesers varslingstjeneste.',
} as const;

/** A URL's host without the brackets of an IPv6 address. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Whether an address is one of the internet's, not a private, loopback, link-local, shared
 * (carrier NAT), multicast or reserved one: the server POSTs to what a browser gave it and
 * must not be made to knock on the club's own network. An IPv4 address written as IPv6 is
 * judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * Why an endpoint is refused, or null. It must be `https:` on the default port of one of the
 * browsers' push services, or on a host and port PUSH_ALLOWED_HOSTS names (which replaces the
 * list, and may name an inside address: the operator's own push service, or a test's). Where
 * a push service's name leads is checked on every connection (pushAgent.ts): never to an
 * inside address.
 */
export function endpointProblem(endpoint: URL, allowed: readonly AllowedHost[] | null): string | null {
  if (endpoint.protocol !== 'https:') return ENDPOINT_MESSAGES.notHttps;
  if (endpoint.username !== '' || endpoint.password !== '') return ENDPOINT_MESSAGES.notPushService;
  const host = bareHost(endpoint);
  const port = endpoint.port === '' ? '443' : endpoint.port;
  const listed = allowed
    ? allowed.some((entry) => entry.host === host && entry.port === port)
    : port === '443' &&
      PUSH_SERVICES.some((service) => ('host' in service ? service.host === host : host.endsWith(service.suffix)));
  return listed ? null : ENDPOINT_MESSAGES.notPushService;
}
