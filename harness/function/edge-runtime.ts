/**
 * The function as Supabase's Edge Runtime starts it, for `npm run bench:function`: with the
 * runtime's `EdgeRuntime.waitUntil`, so a stored message is answered at once and its e-mail and
 * push go on after the answer (docs/contact-function.md, [S6]). Plain
 * `deno run` has no such global, and the answer waits for the first e-mail attempt. Started by
 * path (deno-function.ts); here the work runs until it settles.
 */
(globalThis as { EdgeRuntime?: unknown }).EdgeRuntime = {
  waitUntil: (work: Promise<unknown>) => void work.catch(() => {}),
};
// By URL, so Node's type check does not follow it into the Deno function.
await import(new URL('../../supabase/functions/send-contact-email/index.ts', import.meta.url).href);
