import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OFFLINE_READS, READS_CACHE, SESSION_CHANGES, isCallOf } from '../offlineReads';
import { notificationOf, pushMessageOf, tapTarget } from '../pushDisplay';
import { NetworkFirstRead } from './networkFirstRead';

/**
 * The site's service worker (decision 0074): the app shell and the build's files from the
 * precache, the kept reads network-first, and the push notifications. A new version waits
 * until every page of the site is closed (no skipWaiting): a page never changes its code under
 * an admin entering a match at the touchline.
 */
declare let self: ServiceWorkerGlobalScope;

// The build's list of files (vite-plugin-pwa writes it here), kept by their revision.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so its next reads are kept already; an
// update activates only when no page is open, so there is nothing else to take then.
clientsClaim();

// Every page of the app is index.html (the router in the page decides what it shows); the
// API, the socket, the shop's frame, the metrics and files with an extension are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/shop-frame/, /^\/metrics/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

const keptRead = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => isCallOf(OFFLINE_READS, url, sameOrigin);
const reads = new NetworkFirstRead({ cacheName: READS_CACHE });
registerRoute(keptRead, reads, 'POST');
registerRoute(keptRead, reads, 'GET');

// After a login or a logout the kept reads are another person's: they are dropped.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || !isCallOf(SESSION_CHANGES, url, url.origin === self.location.origin)) return;
  event.waitUntil(self.caches.delete(READS_CACHE));
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(pushMessageOf(event.data?.text() ?? null));
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tap opens the page the notification is about: the window already showing it, or a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = tapTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = windows.find((window) => window.url === target);
      if (showing) await showing.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
