/*
 * The off switch (docs/offline.md): deployed as out/sw.js in place of the built worker, it
 * replaces the worker on every visitor's phone at their next visit, deletes this site's caches,
 * unregisters itself and reloads the pages it controlled, which then load from the network alone.
 * Never part of a normal build; see the docs for the one command that ships it.
 */
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('offline-')) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.navigate(client.url);
    })(),
  );
});
