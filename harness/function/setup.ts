// Real processes and a real database: cases take seconds, and the fault cases wait out timeouts.
jest.setTimeout(60_000);

// Every test connects only to loopback: a fetch anywhere else (the site's sitemap at the suite's
// example.org SITE_URL, say) fails at once as a network error would, with no DNS lookup. The
// function in Deno has the same bound from `--allow-net` (deno-function.ts).
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!loopback.has(url.hostname) && !url.hostname.startsWith('127.'))
    return Promise.reject(new TypeError(`fetch failed: ${url.host} is not loopback (tests)`));
  return realFetch(input, init);
};
