import { ECDH } from 'node:crypto';
import { z } from 'zod';
import type { PushTopic } from '@vsf/contract';
import { ENDPOINT_MESSAGES } from './endpointPolicy';

/** Every topic, in the order the settings list them. */
export const PUSH_TOPICS = [
  'matches',
  'deadline',
  'results',
  'corrections',
  'leagues',
] as const satisfies readonly PushTopic[];
/** The topics a subscription needs a logged-in manager for. */
export const MANAGER_TOPICS: readonly PushTopic[] = PUSH_TOPICS.filter((topic) => topic !== 'matches');

/** The longest endpoint taken: the push services' are a few hundred characters. */
const ENDPOINT_MAX = 2000;

export const PUSH_MESSAGES = {
  endpoint: 'Varslingsadressen mangler eller er ikke en gyldig adresse.',
  endpointLong: `Varslingsadressen kan ha høyst ${ENDPOINT_MAX} tegn.`,
  keys: 'Abonnementet mangler nøklene p256dh og auth.',
  p256dh: 'Nøkkelen p256dh må være et ukomprimert P-256-punkt (65 byte) i base64url.',
  auth: 'Nøkkelen auth må være 16 byte i base64url.',
  topics: 'Varseltypene må være en liste.',
  topic: 'Ukjent varseltype. Gyldige er matches, deadline, results, corrections og leagues.',
  managerTopics: 'Logg inn for å få varsler om fantasy-laget ditt.',
  notConfigured: 'Push-varsler er ikke satt opp på denne serveren.',
} as const;

/** base64url as browsers write it (no padding), or with the padding some libraries add. */
function base64urlBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** An uncompressed point (0x04, x, y) that lies on P-256: what encryption for the device needs. */
export function isP256Point(value: string): boolean {
  const bytes = base64urlBytes(value);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function isAuthSecret(value: string): boolean {
  return base64urlBytes(value)?.length === 16;
}

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

export const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .max(ENDPOINT_MAX, PUSH_MESSAGES.endpointLong)
  .refine(URL.canParse, PUSH_MESSAGES.endpoint)
  .refine(isHttpsUrl, ENDPOINT_MESSAGES.notHttps);

export const subscribePushSchema = z.object({
  subscription: z.object(
    {
      endpoint: endpointSchema,
      keys: z.object(
        {
          p256dh: z
            .string({ error: PUSH_MESSAGES.p256dh })
            .max(200, PUSH_MESSAGES.p256dh)
            .refine(isP256Point, PUSH_MESSAGES.p256dh),
          auth: z
            .string({ error: PUSH_MESSAGES.auth })
            .max(100, PUSH_MESSAGES.auth)
            .refine(isAuthSecret, PUSH_MESSAGES.auth),
        },
        { error: PUSH_MESSAGES.keys },
      ),
    },
    { error: PUSH_MESSAGES.endpoint },
  ),
  topics: z
    .array(z.enum(PUSH_TOPICS, { error: PUSH_MESSAGES.topic }), { error: PUSH_MESSAGES.topics })
    .max(PUSH_TOPICS.length * 2, PUSH_MESSAGES.topic),
});

export const endpointOnlySchema = z.object({ endpoint: endpointSchema });
