import type { PushMessage } from '@vsf/contract';
import { club } from '@vsf/engine';

/**
 * What a notification shows when a push came without a message it can read: every push is
 * shown (Safari ends the subscription of a site whose pushes show nothing), and the tap opens
 * the front page.
 */
export const FALLBACK_MESSAGE: PushMessage = {
  title: club.name,
  body: 'Nytt fra klubben.',
  url: '/',
  tag: 'klubben',
};

/** The crest at the size a notification draws (the app's icon, built from the crest). */
export const NOTIFICATION_ICON = '/pwa-192x192.png';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Only the site's own paths: a push cannot send a tap to another site. */
const sitePath = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;

const parseJson = (data: string | null): unknown => {
  try {
    return data === null ? null : (JSON.parse(data) as unknown);
  } catch {
    return null;
  }
};

/** The push's message as the server wrote it (contract's PushMessage); what is missing is taken from the fallback. */
export function pushMessageOf(data: string | null): PushMessage {
  const parsed = parseJson(data);
  if (typeof parsed !== 'object' || parsed === null) return FALLBACK_MESSAGE;
  const fields = parsed as Record<string, unknown>;
  const title = text(fields.title);
  if (title === null) return FALLBACK_MESSAGE;
  return {
    title,
    body: text(fields.body) ?? '',
    url: sitePath(fields.url) ?? FALLBACK_MESSAGE.url,
    tag: text(fields.tag) ?? FALLBACK_MESSAGE.tag,
  };
}

/** What the notification carries for its tap. */
export interface NotificationData {
  url: string;
}

/**
 * The notification of a message. A newer one of the same thing (the same tag: one match's
 * score) replaces the older and alerts again: a second goal is news too.
 */
export function notificationOf(message: PushMessage): {
  title: string;
  options: NotificationOptions & { renotify: boolean };
} {
  const data: NotificationData = { url: message.url };
  return {
    title: message.title,
    options: { body: message.body, tag: message.tag, renotify: true, icon: NOTIFICATION_ICON, lang: 'nb', data },
  };
}

/** The address a tap opens: the notification's own path on this site, or the front page. */
export function tapTarget(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null ? sitePath((data as { url?: unknown }).url) : null;
  return new URL(path ?? '/', origin).href;
}
