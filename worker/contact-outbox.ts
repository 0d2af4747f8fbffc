/*
 * The service worker's part of the contact outbox (docs/islands.md, "A request written offline"):
 * on Background Sync's `contact-outbox` event, sends the requests the form kept in IndexedDB
 * while there was no connection. Self-contained: the build adds it to out/sw.js after
 * offline-cache.js (pipeline/service-worker.ts). It reads what lib/outbox/outbox-store.ts writes (database
 * `contact-outbox`, store `requests`, one record per idempotency key) and sends each one as
 * lib/outbox/send-queued.ts does: photo slots bound to the key, each photo to its slot, then the
 * message. A sent request stays, marked `sentAt`, until a page has told the visitor. A request
 * older than a week is left for a page to ask about. Failing the event lets the browser retry.
 */
(function () {
  var askAfterMs = 7 * 24 * 60 * 60 * 1000;

  function done(request) {
    return new Promise(function (resolve, reject) {
      request.onsuccess = function () {
        resolve(request.result);
      };
      request.onerror = function () {
        reject(request.error);
      };
    });
  }

  function withStore(mode, act) {
    var opening = indexedDB.open('contact-outbox', 1);
    opening.onupgradeneeded = function () {
      opening.result.createObjectStore('requests', { keyPath: 'key' });
    };
    return done(opening).then(function (db) {
      return done(act(db.transaction('requests', mode).objectStore('requests'))).finally(
        function () {
          db.close();
        },
      );
    });
  }

  function post(request, path, body) {
    return fetch(request.via.endpoint + path, {
      method: 'POST',
      headers: request.via.headers,
      body: JSON.stringify(body),
    });
  }

  /** The ids of the slots the photos reached; a photo that did not arrive counts as failed. */
  function uploadPhotos(request) {
    if (!request.photos.length) return Promise.resolve(null);
    return post(request, '/photo-slots', {
      count: request.photos.length,
      idempotencyKey: request.key,
    })
      .then(function (response) {
        return response.ok ? response.json() : { slots: [] };
      })
      .catch(function () {
        return { slots: [] };
      })
      .then(function (answer) {
        return Promise.all(
          request.photos.map(function (blob, index) {
            var slot = answer.slots && answer.slots[index];
            if (!slot) return null;
            return fetch(request.via.uploadBase + slot.url, {
              method: 'PUT',
              headers: { 'Content-Type': blob.type },
              body: blob,
            }).then(
              function (response) {
                return response.ok ? slot.id : null;
              },
              function () {
                return null;
              },
            );
          }),
        );
      })
      .then(function (ids) {
        var sent = ids.filter(Boolean);
        return { photos: sent, photosFailed: ids.length - sent.length };
      });
  }

  function send(request) {
    return uploadPhotos(request)
      .then(function (photos) {
        var body = Object.assign({}, request.message, photos || {}, {
          idempotencyKey: request.key,
        });
        return post(request, '', body);
      })
      .then(function (response) {
        // 4xx other than 408 and 429 would be refused again: a page tells the visitor to call.
        if (response.ok) request.sentAt = Date.now();
        else if (
          response.status < 400 ||
          response.status >= 500 ||
          [408, 429].includes(response.status)
        )
          throw new Error('send-contact-email answered ' + response.status);
        return response.ok
          ? withStore('readwrite', function (store) {
              return store.put(request);
            })
          : null;
      });
  }

  function sendWaiting() {
    return withStore('readonly', function (store) {
      return store.getAll();
    }).then(function (requests) {
      var now = Date.now();
      return Promise.all(
        requests
          .filter(function (request) {
            return !request.sentAt && now - request.queuedAt <= askAfterMs;
          })
          .map(send),
      );
    });
  }

  self.addEventListener('sync', function (event) {
    if (event.tag === 'contact-outbox') event.waitUntil(sendWaiting());
  });
})();
