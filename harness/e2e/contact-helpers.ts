import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import postgres from 'postgres';
import type { ResendEmail } from '../function/resend-stand-in';
import {
  backendDbUrlPath,
  emailJournalPath,
  endpointJournalPath,
  type JournalEntry,
} from '../ports';
import { hydrationTimeout } from './island-helpers';

export type Message = {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};

export const functionPattern = '**/functions/v1/send-contact-email';

/** A message no other test sends, so its stored row and e-mail can be found and counted. */
export function uniqueMessage(overrides: Partial<Message> = {}): Message {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    phone: '(727) 555-0123',
    service: 'Kitchen Remodels',
    message: `Galley kitchen in a 1962 block home, want to open the wall to the dining room. ref:${id}`,
    ...overrides,
  };
}

/** The message box; "Send Us a Message" also contains the word, so match the textbox by role. */
export const messageBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Message', exact: true });

export async function fillContactForm(page: Page, message: Message) {
  await page.getByLabel('Full Name').fill(message.name);
  await fillAllButName(page, message);
}

/** Every field but Full Name, for a test that types the name its own way. */
export async function fillAllButName(page: Page, message: Message) {
  await page.getByLabel('Email Address').fill(message.email);
  await page.getByLabel('Phone Number').fill(message.phone);
  await page.getByLabel('Service Interested In').selectOption(message.service);
  await messageBox(page).fill(message.message);
}

export async function expectFormKeeps(page: Page, message: Message) {
  await expect(page.getByLabel('Full Name')).toHaveValue(message.name);
  await expect(page.getByLabel('Email Address')).toHaveValue(message.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue(message.phone);
  await expect(page.getByLabel('Service Interested In')).toHaveValue(message.service);
  await expect(messageBox(page)).toHaveValue(message.message);
}

/** The complete JSON lines of a file other processes append to (none when it does not exist). */
async function jsonLines<T>(file: string): Promise<T[]> {
  const raw = await readFile(file, 'utf8').catch(() => '');
  return raw.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as T];
    } catch {
      return []; // a line another worker is still appending
    }
  });
}

let db: postgres.Sql | undefined;

/**
 * The rows the contact function stored whose message equals the given text exactly, oldest
 * first, read from its database.
 */
export async function storedMessages(text: string) {
  db ??= postgres(await readFile(backendDbUrlPath, 'utf8'), { max: 2, onnotice: () => {} });
  return db<(Message & { id: string; notified_at: Date | null })[]>`
    select id, name, email, phone, service, message, notified_at
    from public.contact_messages where message = ${text} order by received_at`;
}

/** Any statement against the contact function's database (the owner's view of it). */
export async function queryBackend<Row>(text: string, params: (string | number)[] = []) {
  db ??= postgres(await readFile(backendDbUrlPath, 'utf8'), { max: 2, onnotice: () => {} });
  return (await db.unsafe(text, params)) as unknown as Row[];
}

/** The e-mails the owner received (through the Resend stand-in) for a stored message. */
export async function emailsFor(id: string) {
  const emails = await jsonLines<ResendEmail>(emailJournalPath);
  return emails.filter((email) => email.idempotencyKey === `contact-message/${id}`);
}

/**
 * The page's counts (a tap, the form's first input and its send) go to the function's events
 * entry by sendBeacon (components/layout/tap-counter.tsx): no part of sending a message.
 */
export const isCount = (url: string) => /\/events(\?|$)/.test(url);

/** Every request for a message the contact endpoint has received so far, in order. */
export const journalEntries = async () =>
  (await jsonLines<JournalEntry>(endpointJournalPath)).filter((entry) => !isCount(entry.url));

/** The URLs of every POST for a message the page sends from now on, filled in as they go out. */
export function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !isCount(request.url())) posts.push(request.url());
  });
  return posts;
}

/** Resolves once the form has hydrated: from then on it sends with fetch, not a page load. */
export const formHydrated = (page: Page) =>
  expect(page.locator('form[data-hydrated]')).toBeAttached({ timeout: hydrationTimeout });

export async function openContactPage(page: Page) {
  await page.goto('/contact/');
  await formHydrated(page);
}
