import type { ContactEvent } from '../database/delivery-store.ts';
import { postJson } from '../http/http-client.ts';
import { dropInvisibles } from '../plain-text.ts';

/**
 * The owner's alert as a Slack or Discord incoming webhook takes it. The line holds what a visitor
 * typed (name, e-mail, phone), so it goes as plain text to both: control characters and line
 * breaks removed; for Slack (`text`) `& < >` escaped as Slack asks, so `<!channel>`, `<@U…>` and
 * `<url|label>` cannot form; for Discord (`content`) its markdown, link and mention syntax escaped,
 * and `allowed_mentions` with no type to parse, so even a mention that got through pings no one.
 * Neither shows a preview of a link a visitor typed (a preview's title and image are the linked
 * page's to choose): Slack's `unfurl_links`/`unfurl_media` off, Discord's SUPPRESS_EMBEDS flag (4).
 */
/** Discord's message flag SUPPRESS_EMBEDS (1 << 2): no link previews. */
const suppressEmbeds = 1 << 2;

function alertBody(event: ContactEvent) {
  const line = plainLine(event.line);
  return {
    event: event.kind,
    event_id: event.id,
    message_id: event.message_id,
    text: slackText(line),
    content: discordContent(line),
    allowed_mentions: { parse: [] as string[] },
    unfurl_links: false,
    unfurl_media: false,
    flags: suppressEmbeds,
  };
}

/** One line: control, line-separator and bidirectional characters out, runs of space as one. */
const plainLine = (value: string) =>
  dropInvisibles(value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const slackEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Slack's three control characters as the entities it documents. */
const slackText = (line: string) => line.replace(/[&<>]/g, (char) => slackEntities[char]!);

/**
 * Discord's markdown characters behind a backslash (so `[x](url)` is no link and `*`, `_`, `~`,
 * `` ` ``, `|`, `>` and `#` format nothing), `<` too (no `<@id>` or `<#id>` mention), and a
 * zero-width space after the `@` of `@everyone` and `@here` (an e-mail address stays as typed).
 */
const discordContent = (line: string) =>
  line
    .replace(/[\\*_~`|>#[\]()<]/g, (char) => `\\${char}`)
    .replace(/@(?=everyone|here)/gi, '@\u200b');

/**
 * Discord answers 204 before it has saved a message unless `?wait=true` asks it to wait and
 * answer with the message (or an error): only then does a 2xx mean the owner will see it.
 */
export function webhookTarget(url: string) {
  const target = new URL(url);
  if (
    /(^|\.)(discord|discordapp)\.com$/i.test(target.hostname) &&
    target.pathname.startsWith('/api/webhooks/')
  )
    target.searchParams.set('wait', 'true');
  return target.toString();
}

export const postAlert = (url: string, event: ContactEvent, signal: AbortSignal) =>
  postJson(
    'Webhook',
    webhookTarget(url),
    { 'X-Contact-Event-Id': event.id },
    alertBody(event),
    signal,
  );
