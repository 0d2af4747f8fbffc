/**
 * The weekly report's section on the owner's phone alerts (weekly-email.ts places it): every
 * device subscribed now (its browser's name, when it subscribed, its last alert), how to remove
 * one that is not the owner's (and, when a device came by the previous release's link, that it
 * may be a stranger's), and the devices dropped in the week (a push service that forgot it, three
 * refused pushes in a row, or removed) so that a silent phone is no surprise. It names the alerts
 * page but carries no link to it: nothing in a report can subscribe a device.
 */
import type { WeekDevices } from '../database/push-subscriptions.ts';
import { escapeHtml } from '../plain-text.ts';

export type { WeekDevices };

const when = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never';

/** One plain line of a browser's label (stored clean, shown clean again). */
const nameOf = (name: string | null) =>
  name?.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim() || 'Unnamed device';

/**
 * A device the previous release's 30-day link subscribed (it has no credential): its name (the
 * migration's "Subscribed with an old link, before <day>") and what to do about it, for the
 * alerts page's list (routes/owner-devices.ts) and this report.
 */
export const oldLinkName = (name: string | null) =>
  `${name?.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim() || 'Subscribed with an old link'}. Remove it if you do not recognise it.`;

/** Said in the report when any device came by the old link. */
const oldLinkAdvice =
  "Devices subscribed with an old link came before each device had a key of its own. That link was in every lead e-mail, where a reply or a forward could pass it on, so such a device may be a stranger's: remove any you do not recognise.";

const why = {
  failing: 'its last three alerts failed',
  gone: 'its browser no longer takes alerts',
  removed: 'removed from the alerts page',
  turned_off: 'turned off on the device',
} as const;

const removeAdvice =
  'A device you do not know? Open the phone alerts page on a device of yours that gets the alerts (from its home-screen icon or bookmark) and tap Remove beside it; from that page you can also ask for a new alerts link.';

/** Dropped devices listed at most; the rest are counted in a last row. */
const droppedShown = 20;

/** The section's rows: [name, subscribed, last alert] and [name, dropped, why]. */
function rowsOf({ devices, dropped }: WeekDevices) {
  const more = dropped.length - droppedShown;
  return {
    now: devices.map((device) => [
      device.credential === false ? oldLinkName(device.name) : nameOf(device.name),
      `subscribed ${when(device.subscribedAt)}`,
      `last alert ${when(device.lastAlertAt)}`,
    ]),
    gone: [
      ...dropped
        .slice(0, droppedShown)
        .map((device) => [
          nameOf(device.name),
          `dropped ${when(device.droppedAt)}`,
          why[device.reason],
        ]),
      ...(more > 0 ? [[`and ${more} more`, '', '']] : []),
    ],
  };
}

const oldLinked = (week: WeekDevices) => week.devices.some((device) => device.credential === false);

const table = (rows: string[][]) =>
  `<table>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td style="padding:2px 12px 2px 0">${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('')}</table>`;

/** The section as HTML; none when push was never used. */
export function devicesHtml(week: { devices?: WeekDevices }) {
  if (!week.devices || (!week.devices.devices.length && !week.devices.dropped.length)) return [];
  const { now, gone } = rowsOf(week.devices);
  return [
    '<h2 style="font-size:16px">Phone alerts</h2>',
    now.length
      ? `<p>${now.length} device${now.length === 1 ? '' : 's'} get the alerts:</p>${table(now)}`
      : '<p>No device gets the alerts now.</p>',
    ...(oldLinked(week.devices) ? [`<p>${escapeHtml(oldLinkAdvice)}</p>`] : []),
    `<p style="color:#5b6470">${escapeHtml(removeAdvice)}</p>`,
    ...(gone.length ? ['<p>Dropped this week:</p>', table(gone)] : []),
  ];
}

/** The section as plain text; none when push was never used. */
export function devicesText(week: { devices?: WeekDevices }) {
  if (!week.devices || (!week.devices.devices.length && !week.devices.dropped.length)) return [];
  const { now, gone } = rowsOf(week.devices);
  return [
    '',
    now.length
      ? `Phone alerts: ${now.length} device${now.length === 1 ? '' : 's'} get the alerts:`
      : 'Phone alerts: no device gets the alerts now.',
    ...now.map((row) => `  ${row.join(' | ')}`),
    ...(oldLinked(week.devices) ? [oldLinkAdvice] : []),
    removeAdvice,
    ...(gone.length ? ['Dropped this week:', ...gone.map((row) => `  ${row.join(' | ')}`)] : []),
  ];
}
