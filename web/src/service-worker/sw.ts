/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineRead, KEPT_ANSWER_HEADER, OFFLINE_READS_CACHE } from './offline-reads';

/**
 * The installed app's service worker (issue 26, docs/decisions/047): the build's files precached
 * (a version is all of them or none, so a tablet never mixes two builds), every screen's URL
 * answered with the app's index.html from that cache, and the shop floor's reads from the network
 * first, kept for when there is none. It waits when a new version is installed: the page takes it
 * at a safe moment (app/service-worker.ts) by posting `SKIP_WAITING`.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version installed takes the open page at once (its reads are then kept for offline use);
// a later version waits for SKIP_WAITING, so this only ever applies to a page no worker controlled.
clientsClaim();

// The API's own pages (/v1/docs) are the server's, not screens of the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/v1(?:\/|$)/] }));

registerRoute(
  ({ url }) => url.origin === self.location.origin && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_READS_CACHE,
    plugins: [
      {
        // Only what came back whole: a 401 or a 500 must not replace the last good answer.
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        // Said on the answer, so the page does not take its `server_time` for the server's now.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(KEPT_ANSWER_HEADER, '1');
          return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
        },
      },
    ],
  }),
  'GET',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
