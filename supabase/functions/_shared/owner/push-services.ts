/**
 * Where a subscription may point: https on the browsers' own push services, never another host,
 * so a stolen alerts link cannot turn the function into a sender of requests to any address.
 * Chrome's endpoints are on fcm.googleapis.com, Firefox's on updates.push.services.mozilla.com,
 * Safari's on web.push.apple.com and Edge's on <region>.notify.windows.com
 * (docs/contact-function.md#phone-alerts-web-push). The hosts in CONTACT_PUSH_TEST_HOSTS may be
 * http too: the tests' and `npm start`'s stand-ins on loopback.
 */
const pushServices = [
  /^fcm\.googleapis\.com$/,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.push\.apple\.com$/,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com$/,
];

/** True for an endpoint a push service of a browser (or a listed test host) answers. */
export function isPushEndpoint(endpoint: string, testHosts: readonly string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (testHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' && !url.port && pushServices.some((service) => service.test(host))
  );
}
