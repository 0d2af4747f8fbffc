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

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(currentCache);
      await Promise.all(
        settings.precache.map(async (path) => {
          // Pages and the logo revalidated with the server; hashed files may come from the HTTP cache.
          const hashed = path.startsWith(settings.hashedPrefix);
          const request = new Request(path, { cache: hashed ? 'default' : 'no-cache' });
          const response = await fetch(request);
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
          await cache.put(path, await storable(response));
        }),
      );
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
    return (
      (await cached()) ??
      (await caches.match(settings.offlinePage, { cacheName: currentCache })) ??
      Response.error()
    );
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
  if (request.mode === 'navigate') return event.respondWith(pageResponse(event));
  if (url.pathname.startsWith(settings.hashedPrefix)) return event.respondWith(hashedFile(request));
  // The logo and the other precached files named without a hash: the copy of this version.
  const saved = url.pathname + url.search;
  if (settings.precache.includes(saved))
    event.respondWith(
      caches.match(saved, { cacheName: currentCache }).then((copy) => copy ?? fetch(request)),
    );
  // Anything else (images, Next's page data) goes to the network as if there were no worker.
});
