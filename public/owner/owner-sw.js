/*
 * The owner's service worker, scoped to /owner/ (apart from any worker of the whole site): it
 * shows each push the contact function sends (a new request: name, service, a call-back button)
 * and opens its action on a tap. A tel: action opens the alerts page with a Call back button, since
 * a worker may not be able to open a tel: link itself (w3c/ServiceWorker#699). A push with nothing
 * to open (a test alert) opens the alerts page: on an iPhone that is the home-screen app, where
 * the devices, the test and Turn off are (docs/contact-function.md#phone-alerts-web-push).
 */
self.addEventListener('push', (event) => {
  const note = event.data ? event.data.json() : { title: 'New quote request', body: '' };
  const actions = Array.isArray(note.actions) ? note.actions : [];
  event.waitUntil(
    self.registration.showNotification(note.title, {
      body: note.body,
      tag: note.tag,
      data: { url: note.url, actions },
      actions: actions.map(({ action, title }) => ({ action, title })),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const chosen = (data.actions || []).find((action) => action.action === event.action);
  const url = (chosen && chosen.url) || data.url || 'alerts/';
  const target = url.startsWith('tel:')
    ? new URL(`alerts/?call=${encodeURIComponent(url)}`, self.registration.scope).href
    : new URL(url, self.registration.scope).href;
  event.waitUntil(self.clients.openWindow(target));
});
