/*
 * The site's service worker, part 1 of out/sw.js: the offline cache (docs/offline.md). The build
 * (pipeline/service-worker.ts) writes out/sw.js as its settings, then each part in
 * `workerParts`, in order: this plain script, then the parts bundled from TypeScript, each adding
 * its own listeners. What a later part may rely on from this one: `settings`, `isOwnPage(url)`.
 */

/** The caches of this site start with the prefix; only the current version is kept. */
const currentCache = `${settings.cachePrefix}${settings.version}`;
/** How long a page may take from the network before the copy in the cache is shown. */
const networkTimeoutMs = settings.networkTimeoutMs;

/**
 * Each edition's saved pages and offline page, the Spanish one first: its pages are under its
 * base (/es/), the English edition's everywhere else. Only the English one while the Spanish
 * edition is off (docs/offline.md).
 */
const editions = [settings.spanish, settings].filter(Boolean);
const editionOf = (pathname) =>
  editions.find((edition) => !edition.base || pathname.startsWith(edition.base));
const isHashed = (pathname) =>
  settings.hashedPrefixes.some((prefix) => pathname.startsWith(prefix));

/** The mark an edition's whole list is saved under, written once every file of it is. */
const savedMark = (edition) => `/__saved-edition${edition.base ?? '/'}`;
/** The saves under way, by edition: a second navigation waits for the first's. */
const saving = new Map();

/**
 * Saves an edition's pages and what they load, then its mark; fails on the first file the server
 * refuses (a later navigation tries again, as the mark is missing).
 */
function saveEdition(edition) {
  if (!saving.has(edition))
    saving.set(
      edition,
      (async () => {
        const cache = await caches.open(currentCache);
        await Promise.all(
          edition.precache.map(async (path) => {
            // Pages and the logo revalidated; hashed files may come from the HTTP cache.
            const request = new Request(path, { cache: isHashed(path) ? 'default' : 'no-cache' });
            const response = await fetch(request);
            if (!response.ok) throw new Error(`${path}: ${response.status}`);
            await cache.put(path, await storable(response));
          }),
        );
        await cache.put(savedMark(edition), new Response('saved'));
      })().finally(() => saving.delete(edition)),
    );
  return saving.get(edition);
}

/** Whether every file of an edition's list is saved (its mark, written last). */
const hasEdition = async (edition) =>
  Boolean(await caches.match(savedMark(edition), { cacheName: currentCache }));

/** A page of this site that the worker answers: not the editor, not the contact function. */
function isOwnPage(url) {
  return (
    url.origin === self.location.origin &&
    !settings.passThrough.some((prefix) => url.pathname.startsWith(prefix))
  );
}

/** A copy a navigation may be answered with: a redirected response would be refused. */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

// The editions of the pages open when the worker installs (the page that registered it among
// them): a visitor who reads in Spanish gets the Spanish pages, with no English download.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const wanted = new Set(open.map((client) => editionOf(new URL(client.url).pathname)));
      if (!wanted.size) wanted.add(settings);
      await Promise.all([...wanted].map(saveEdition));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(settings.cachePrefix) && name !== currentCache)
          await caches.delete(name);
    })(),
  );
});

/** The network's answer, kept for offline use when it is a whole page of this site. */
async function fromNetwork(request) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(currentCache);
    await cache.put(new URL(request.url).pathname, await storable(response.clone()));
  }
  return response;
}

/**
 * A page: the network first, so a new deploy shows at the next load; the cached copy when the
 * network fails or is slower than `networkTimeoutMs`; the offline page when there is no copy.
 */
async function pageResponse(event) {
  const cached = () =>
    caches.match(new URL(event.request.url).pathname, { cacheName: currentCache });
  const network = fromNetwork(event.request);
  event.waitUntil(network.catch(() => undefined));
  const slow = new Promise((resolve) => setTimeout(resolve, networkTimeoutMs, 'slow'));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const copy = await cached();
    if (copy) return copy;
    return await network;
  } catch {
    // The page's own edition's offline page, else the other's (the one saved at install).
    const own = editionOf(new URL(event.request.url).pathname);
    let fallback = await cached();
    for (const edition of [own, ...editions.filter((other) => other !== own)])
      fallback ??= await caches.match(edition.offlinePage, { cacheName: currentCache });
    return fallback ?? Response.error();
  }
}

/** A file with a hashed name never changes: the cache first, and kept once fetched. */
async function hashedFile(request) {
  const cache = await caches.open(currentCache);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isOwnPage(url)) return;
  if (request.mode === 'navigate') {
    // A visitor who opens the other language's pages gets them saved too, in the background.
    const edition = editionOf(url.pathname);
    event.waitUntil(
      hasEdition(edition).then((saved) => saved || saveEdition(edition).catch(() => undefined)),
    );
    return event.respondWith(pageResponse(event));
  }
  if (isHashed(url.pathname)) return event.respondWith(hashedFile(request));
  // The logo and the other precached files named without a hash: the copy of this version.
  const saved = url.pathname + url.search;
  if (editions.some((edition) => edition.precache.includes(saved)))
    event.respondWith(
      caches.match(saved, { cacheName: currentCache }).then((copy) => copy ?? fetch(request)),
    );
  // Anything else (images, Next's page data) goes to the network as if there were no worker.
});
