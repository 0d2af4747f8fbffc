/**
 * Next.js writes its framework and page scripts as `<script src async>` tags. On a slow phone
 * about 120 KB of them compete with the stylesheet for bandwidth, and whenever they arrive before
 * the first frame the browser runs them before it paints. pipeline/steps/postbuild.ts replaces the tags
 * with one small inline loader that adds the same scripts, in the same order, once the page has
 * loaded and the browser is idle, or at the visitor's first interaction: the page is on screen and
 * loaded first, then it hydrates (docs/performance.md). Until then links work, the islands answer
 * taps without React (docs/islands.md), and the contact form posts itself to the function.
 */

const asyncScript = /<script src="([^"]+)"(?: id="[^"]*")? async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;
const loaderStart = '<script>(function(srcs){';

/**
 * However busy the page stays after its load, the scripts load no later than this after the
 * loader runs (a page whose load event never comes, say with an image that hangs).
 */
const scriptBackstopMs = 10_000;
/** How long the browser may keep the scripts waiting for an idle moment once the page has loaded. */
const idleTimeoutMs = 2_000;
/**
 * The first interaction: a finger, a pen or a mouse button down, or a key. A finger that goes on
 * to scroll counts too (its pointerdown comes first); reading does not.
 */
const interactions = ['pointerdown', 'keydown'];

/**
 * The loader, plain ES5 so every browser that runs the framework runs it. The islands answer
 * taps without React (docs/islands.md), so React and Next need not run while the page loads: the
 * loader adds their scripts when the browser is idle once the page has both loaded and painted
 * (requestIdleCallback, a short timer where it is missing; a local page can load before its first
 * paint), or at the visitor's first interaction, whichever comes first. Where paint timing is
 * missing it takes the frame after the next as painted; a backstop timer covers a page whose load
 * never ends. `started` makes every later call a no-op. The interaction is answered by the HTML
 * and only starts the downloads: the scripts run when they arrive, not inside the tap's own task.
 * It adds one script per task: adding all ten in one task took 40-210 ms of a 4x-slowed phone's
 * main thread, and a tap waited for all of it (docs/islands.md). Now a tap waits for one at most.
 */
const loaderBody = [
  `var started=false,loaded=false,painted=false,kinds=${JSON.stringify(interactions)},i,w=window;`,
  'function start(){if(started)return;started=true;',
  'for(i=0;i<kinds.length;i++)removeEventListener(kinds[i],start,true);add(0)}',
  "function add(i){var s=document.createElement('script');s.src=srcs[i];s.async=true;document.head.appendChild(s);",
  'if(++i<srcs.length)setTimeout(function(){add(i)})}',
  'for(i=0;i<kinds.length;i++)addEventListener(kinds[i],start,{capture:true,passive:true});',
  // Both the load and the first paint, then an idle moment.
  'function ready(){if(!loaded||!painted||started)return;',
  `try{if(w.requestIdleCallback)w.requestIdleCallback(start,{timeout:${idleTimeoutMs}});else setTimeout(start,200)}catch(e){start()}}`,
  "if(document.readyState==='complete')loaded=true;else addEventListener('load',function(){loaded=true;ready()});",
  'function paint(){painted=true;ready()}',
  'var P=w.PerformanceObserver;',
  "try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
  "new P(function(list,observer){observer.disconnect();paint()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(paint)})}catch(e){paint()}',
  `setTimeout(start,${scriptBackstopMs})`,
].join('');

/** The page's HTML with its async scripts loaded after the first paint. Idempotent. */
export function loadScriptsAfterPaint(html: string, file: string) {
  if (html.includes(loaderStart)) return html;
  const srcs = [...html.matchAll(asyncScript)].map((match) => match[1]!);
  if (srcs.length === 0)
    throw new Error(`${file}: no <script src async> tags found; has Next's HTML output changed?`);
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  const loader = `${loaderStart}${loaderBody}})(${list})</script>`;
  const rest = html.replace(asyncScript, '').replace(scriptPreload, '');
  // Anything else that would still load a script before the paint means Next's output changed.
  const left =
    /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc=[^>]*>|<link\b[^>]*\brel="expect"[^>]*>/i.exec(rest);
  if (left) throw new Error(`${file}: ${left[0]} would load before the first paint`);
  if (!rest.includes('</body>')) throw new Error(`${file}: no </body> to put the script loader in`);
  return rest.replace('</body>', `${loader}</body>`);
}

/**
 * V8's explicit compile hint (Chrome 136 and later; every other engine reads a comment). A file
 * that starts with it has all its functions compiled while it downloads, on the background thread
 * that streams it, instead of on the main thread the first time each one runs. Next's chunks are
 * webpack module factories, each compiled lazily when the entry first requires it, so without the
 * hint one task compiles and runs the whole framework at hydration: 75-115 ms on the bench host,
 * 250-400 ms of Lighthouse's 4x-slowed phone. With it the main thread only runs the code (the
 * bench's TBT, docs/performance.md). Only on the scripts pages run as they load: compiling
 * functions a page never calls would waste the phone's background time.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint as its first line. Idempotent. */
export function withCompileHint(js: string) {
  return js.startsWith(compileHint) ? js : `${compileHint}${js}`;
}

/** The scripts the loader in this HTML adds after the first paint, in order. */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const at = html.indexOf(loaderStart);
  if (at < 0) return [];
  const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html.slice(at));
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}
