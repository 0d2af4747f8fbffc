// Sveltia CMS asks a public package mirror whether a newer release exists, GitHub's status page
// whether GitHub has an incident and, in a browser set to another language, the package mirror for
// its strings. This editor pins its version and talks to no third party but GitHub's API: the
// strings are served from /admin/locales/, every other request outside the site is answered here,
// as "not found", without leaving the browser.
(() => {
  const allowed = new Set([window.location.origin, 'https://api.github.com']);
  const locale = /^https:\/\/[^/]+\/@sveltia\/cms@[^/]+\/locales\/([\w-]+\.json)$/;
  const siteFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.protocol.startsWith('http') || allowed.has(url.origin)) return siteFetch(input, init);
    const strings = locale.exec(url.href);
    if (strings) return siteFetch(`/admin/locales/${strings[1]}`, init);
    return Promise.resolve(new Response(null, { status: 404, statusText: 'Not fetched' }));
  };
})();
