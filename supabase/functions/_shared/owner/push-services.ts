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

/** P-256's field prime and the curve's b (y² = x³ − 3x + b), from SEC 2 and FIPS 186. */
const p256Prime = BigInt('0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff');
const p256B = BigInt('0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b');

const bytesOf = (base64url: string) => {
  if (!/^[\w-]*$/.test(base64url) || base64url.length % 4 === 1) return null;
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const bigOf = (bytes: Uint8Array) =>
  BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);

/**
 * True when `p256dh` is an uncompressed point on P-256 (65 bytes, 0x04, x and y below the prime,
 * y² = x³ − 3x + b) and `auth` is 16 bytes, as a browser's subscription has them (RFC 8291):
 * made-up keys, which no push could ever be encrypted to, are refused when they are offered.
 */
export function isSubscriptionKeys(p256dh: string, auth: string) {
  const point = bytesOf(p256dh);
  const secret = bytesOf(auth);
  if (!point || !secret || point.length !== 65 || point[0] !== 4 || secret.length !== 16)
    return false;
  const x = bigOf(point.subarray(1, 33));
  const y = bigOf(point.subarray(33, 65));
  if (x >= p256Prime || y >= p256Prime) return false;
  const mod = (value: bigint) => ((value % p256Prime) + p256Prime) % p256Prime;
  return mod(y * y) === mod(x * x * x - 3n * x + p256B);
}
