/**
 * The weekly report, on one screen: the week's requests (by service, and by page as the form's
 * sends were counted), how many were called back and the median time to it, the requests still
 * waiting, the taps per page and kind, and a chart of requests per day (weekly-chart.ts).
 *
 * It names only the site's pages (site-pages.ts): anyone can send a count for a made-up path, so
 * every other page is summed as "other pages", and so is the database's own row for the pages
 * past a day's cap. Each list is cut at a length that keeps the whole e-mail, HTML, text and
 * chart, under 100 KB whatever the week held (tests/function/count-caps.test.ts).
 */
import { countedPaths } from '../contract.ts';
import type { WeekCount, WeekRequest } from '../database/owner-store.ts';
import type { ReviewWeek } from '../database/review-store.ts';
import { escapeHtml } from '../plain-text.ts';
import type { OutgoingEmail } from './contact-email.ts';
import type { SitePages } from './site-pages.ts';
import { devicesHtml, devicesText, type WeekDevices } from './weekly-devices.ts';

export type Week = { start: Date; end: Date; requests: WeekRequest[]; counts: WeekCount[] } & {
  /** The owner's devices and those dropped in the week (weekly-devices.ts). */
  devices?: WeekDevices;
  /** The week's review requests (20261207130000_review_requests.sql). */
  reviews?: ReviewWeek;
};

/** The week's review requests as one line. */
function reviewsLine(reviews: ReviewWeek | undefined) {
  if (!reviews) return null;
  const { sent, opened, reminded, optedOut, words } = reviews;
  return `Review requests: ${sent} sent, ${opened} opened, ${reminded} reminder${reminded === 1 ? '' : 's'} sent, ${optedOut} opted out, ${words} sent words for the website.`;
}

const dayMs = 86_400_000;
const chartId = 'requests-per-day';
/** The database's row for a day's pages past its cap (20261207110000_count_caps.sql). */
const otherPagesRow = '(other pages)';
const otherPages = 'other pages';
/** Rows each list shows at most: the rest are counted in a last line, or as other pages. */
const reportLimits = { requests: 20, waiting: 20, pageCounts: 40, sentFrom: 20 } as const;

/** The 7 days of the week, each 24 hours ending at `end`, with its date and its requests. */
export function requestsPerDay({ end, requests }: Pick<Week, 'end' | 'requests'>) {
  return Array.from({ length: 7 }, (_, index) => {
    const to = end.getTime() - (6 - index) * dayMs;
    const from = to - dayMs;
    const count = requests.filter(
      (request) => request.receivedAt.getTime() > from && request.receivedAt.getTime() <= to,
    ).length;
    return { day: new Date(to).toISOString().slice(5, 10), count };
  });
}

function median(values: number[]) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const duration = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.round(minutes / 6) / 10;
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 2.4) / 10} days`;
};

/** [label, count] rows, largest first. */
function tally(labels: string[]) {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The counts of pages the site has, largest first and at most `limit`, then "other pages" per
 * kind: every page the site does not have, the cap's own row and the named rows past `limit`.
 */
function pageRows(counts: WeekCount[], site: SitePages, limit: number) {
  const named = counts
    .filter((count) => count.page !== otherPagesRow && site.paths.has(count.page))
    .sort(
      (a, b) => b.count - a.count || a.page.localeCompare(b.page) || a.kind.localeCompare(b.kind),
    );
  const shown = named.slice(0, limit);
  const others = new Map<string, number>();
  for (const count of counts)
    if (!shown.includes(count)) others.set(count.kind, (others.get(count.kind) ?? 0) + count.count);
  return [
    ...shown.map((count) => ({ page: count.page, kind: count.kind, count: count.count })),
    ...[...others].map(([kind, count]) => ({ page: otherPages, kind, count })),
  ];
}

const htmlRows = (rows: (string | number)[][]) =>
  `<table>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td style="padding:2px 12px 2px 0">${escapeHtml(String(cell))}</td>`).join('')}</tr>`,
    )
    .join('')}</table>`;

export function composeWeeklyEmail(
  week: Week,
  envelope: { from: string; to: string[] },
  chartPng: Uint8Array,
  site: SitePages = { paths: new Set(countedPaths), unread: 'not read' },
): OutgoingEmail {
  const { requests, counts } = week;
  const called = requests.filter((request) => request.contactedAt);
  const waiting = requests.filter((request) => !request.contactedAt);
  const middle = median(
    called.map((request) => request.contactedAt!.getTime() - request.receivedAt.getTime()),
  );
  const range = `${week.start.toISOString().slice(0, 10)} to ${week.end.toISOString().slice(0, 10)}`;
  const subject = `Weekly report: ${requests.length} quote request${requests.length === 1 ? '' : 's'}, ${called.length} called back (${range})`;
  const perDay = requestsPerDay(week);
  const byService = tally(requests.map((request) => request.service || 'not chosen'));
  const sentFrom = pageRows(
    counts.filter((count) => count.kind === 'form_sent'),
    site,
    reportLimits.sentFrom,
  ).map((count) => [count.page, count.count]);
  const taps = pageRows(counts, site, reportLimits.pageCounts).map((count) => [
    count.page,
    count.kind.replace('_', ' '),
    count.count,
  ]);
  const summary = [
    `${requests.length} requests this week; ${called.length} called back${middle === null ? '' : `, in a median ${duration(middle)}`}; ${waiting.length} still waiting.`,
  ];
  const pagesNote = site.unread
    ? `Pages are named only when the site lists them: its sitemap.xml could not be read (${site.unread}), so only the fixed pages are named and every other page is counted as "other pages".`
    : 'Pages are named only when the site lists them (its sitemap.xml); any other page is counted as "other pages".';
  const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const requestRows = requests
    .slice(0, reportLimits.requests)
    .map((request) => [
      request.name,
      request.service || 'not chosen',
      when(request.receivedAt),
      request.contactedAt
        ? `called back after ${duration(request.contactedAt.getTime() - request.receivedAt.getTime())}`
        : 'waiting',
    ]);
  const waitingRows = waiting
    .slice(0, reportLimits.waiting)
    .map((request) => [request.name, request.service || 'not chosen', when(request.receivedAt)]);
  if (requests.length > reportLimits.requests)
    requestRows.push([`and ${requests.length - reportLimits.requests} more requests`]);
  if (waiting.length > reportLimits.waiting)
    waitingRows.push([`and ${waiting.length - reportLimits.waiting} more waiting`]);
  const section = (title: string, rows: (string | number)[][]) =>
    rows.length ? [`<h2 style="font-size:16px">${title}</h2>`, htmlRows(rows)] : [];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1e2e">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(summary[0]!)}</p>`,
    `<img src="cid:${chartId}" width="420" height="120" alt="Requests per day: ${perDay.map((d) => `${d.day} ${d.count}`).join(', ')}">`,
    htmlRows([perDay.map((d) => d.day), perDay.map((d) => d.count)]),
    ...section('Requests', requestRows),
    ...section('By service', byService),
    ...section('Sent from (form sends counted per page)', sentFrom),
    ...section('Still waiting to be called back', waitingRows),
    ...section('Taps per page', taps),
    ...(counts.length ? [`<p style="font-size:13px">${escapeHtml(pagesNote)}</p>`] : []),
    ...(reviewsLine(week.reviews)
      ? [
          '<h2 style="font-size:16px">Reviews</h2>',
          `<p>${escapeHtml(reviewsLine(week.reviews)!)}</p>`,
        ]
      : []),
    ...devicesHtml(week),
    '</body></html>',
  ].join('\n');
  const textSection = (title: string, rows: (string | number)[][]) =>
    rows.length ? ['', `${title}:`, ...rows.map((row) => `  ${row.join(' | ')}`)] : [];
  const text = [
    subject,
    '',
    summary[0]!,
    '',
    'Requests per day:',
    ...perDay.map((d) => `  ${d.day}: ${d.count}`),
    ...textSection('Requests', requestRows),
    ...textSection('By service', byService),
    ...textSection('Sent from (form sends counted per page)', sentFrom),
    ...textSection('Still waiting to be called back', waitingRows),
    ...textSection('Taps per page', taps),
    ...(counts.length ? ['', pagesNote] : []),
    ...(reviewsLine(week.reviews) ? ['', reviewsLine(week.reviews)!] : []),
    ...devicesText(week),
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    subject,
    html,
    text,
    idempotencyKey: `contact-weekly/${week.end.toISOString()}`,
    attachments: [
      {
        filename: 'requests-per-day.png',
        contentType: 'image/png',
        content: chartPng,
        contentId: chartId,
      },
    ],
  };
}
