/**
 * The project filter's event contract, in the manner of Google's JSAction and Angular's event
 * replay. The filter's buttons need React to keep their state, and React hydrates 1-2 s after the
 * first paint on a slow phone. So pipeline/steps/postbuild.ts puts this small inline script at the top of
 * the <head> of every page with the filter (before the stylesheet, so it runs before anything is
 * painted; allowed by the page's CSP hash like the script loader). Until the island has hydrated
 * it answers a tap on a filter button at once, writing exactly the attributes React renders for
 * that choice (aria-pressed on the buttons, hidden on the cards), and records the choice. It stops
 * the click there, so React never handles it too. On hydration the island takes the recorded
 * choices, replays each once into its state, and the contract steps aside for good.
 * Without JavaScript none of this runs: the buttons are hidden and every project is shown.
 */

/** The choice that shows every project, first among the buttons. */
export const allProjects = 'All';

type EarlyChoices = { choices: string[]; hydrated: boolean };
declare global {
  interface Window {
    __earlyFilterChoices?: EarlyChoices;
  }
}

/** The script. Plain ES5, so every browser that runs the framework runs it. */
export const filterContract = [
  '(function(w){',
  'var q=w.__earlyFilterChoices={choices:[],hydrated:false};',
  "w.addEventListener('click',function(e){",
  'if(q.hydrated)return;',
  "var b=e.target&&e.target.closest?e.target.closest('[data-filter-option]'):null;",
  "var root=b&&b.closest('[data-project-filter]');",
  'if(!root)return;',
  'e.stopPropagation();',
  "var c=b.getAttribute('data-filter-option'),i;q.choices.push(c);",
  "var bs=root.querySelectorAll('[data-filter-option]'),items=root.querySelectorAll('[data-category]');",
  "for(i=0;i<bs.length;i++)bs[i].setAttribute('aria-pressed',String(bs[i]===b));",
  `for(i=0;i<items.length;i++)items[i].hidden=c!=='${allProjects}'&&items[i].getAttribute('data-category')!==c`,
  '},true)})(window)',
].join('');

const contractTag = `<script>${filterContract}</script>`;
const charset = '<meta charSet="utf-8"/>';

/** The page's HTML with the contract first in its <head>, if it has the filter. Idempotent. */
export function withFilterContract(html: string, file: string) {
  if (!html.includes('data-project-filter') || html.includes(contractTag)) return html;
  if (!html.includes(charset))
    throw new Error(`${file}: no ${charset} to put the filter's event contract after`);
  return html.replace(charset, `${charset}${contractTag}`);
}

/**
 * For the island, once hydrated: the choices tapped before, in order, each handed over once. From
 * now on the island's own handlers answer every tap.
 */
export function takeEarlyFilterChoices(): string[] {
  const early = window.__earlyFilterChoices;
  if (!early) return [];
  early.hydrated = true;
  return early.choices.splice(0);
}
