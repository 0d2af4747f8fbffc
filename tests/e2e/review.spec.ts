import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contactedPage, reviewPages, site } from '@/lib/content';
import {
  functionRoutes,
  reviewBusinessPath,
  reviewWordsErrors,
} from '@/supabase/functions/_shared/contract';
import {
  queryBackend,
  storedMessages,
  uniqueMessage,
  type Message,
} from '../../harness/e2e/contact-helpers';
import { expectNoViolations } from '../../harness/e2e/axe';
import { expect, test } from '../../harness/e2e/fixtures';
import { emailJournalPath, ports } from '../../harness/ports';
import { fileFor } from '../../harness/build/out';
import type { ResendEmail } from '../../harness/function/resend-stand-in';

const functionUrl = `http://127.0.0.1:${ports.api}/functions/v1/send-contact-email`;
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const words = reviewPages.review.words;

/** Every e-mail the Resend stand-in delivered, in order. */
function journal() {
  return readFileSync(emailJournalPath, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as ResendEmail];
      } catch {
        return [];
      }
    });
}

const emailsKeyed = (key: string) => journal().filter((email) => email.idempotencyKey === key);

/** A lead sent through the function, as the form sends it; its id once stored. */
async function sendLead(overrides: Partial<Message> = {}) {
  // An address of its own: the opt-out test stops every review e-mail to the address it uses.
  const address = `review-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const message = uniqueMessage({ email: address, ...overrides });
  const sent = await fetch(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${ports.workerd}` },
    body: JSON.stringify(message),
  });
  expect(sent.status).toBe(200);
  const [row] = await storedMessages(message.message);
  await expect.poll(() => emailsKeyed(`contact-message/${row!.id}`).length).toBe(1);
  const [email] = emailsKeyed(`contact-message/${row!.id}`);
  const calledBack = /Mark as called back: (\S+)/.exec(email!.text)![1]!;
  return { message, id: row!.id, calledBack: sitePath(calledBack) };
}

/** The lead's review e-mail: its review page link and its opt-out link. */
async function reviewEmail(id: string) {
  await expect.poll(() => emailsKeyed(`review-request/${id}`).length).toBe(1);
  const [email] = emailsKeyed(`review-request/${id}`);
  return {
    email: email!,
    review: /Write a review: (\S+)/.exec(email!.text)![1]!,
    optOut: /about reviews: (\S+)/.exec(email!.text)![1]!,
  };
}

/** The called-back page's two steps, tapped through; the review request's e-mail. */
async function askForReview(page: Page, calledBack: string) {
  await page.goto(calledBack);
  await page.getByRole('button', { name: contactedPage.button }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${contactedPage.done}:` }),
  ).toBeVisible();
  await page.getByRole('button', { name: contactedPage.review.button }).click();
}

test.describe('the called-back page', () => {
  test('names the lead, then asks the customer for a review in one more tap @phone-only', async ({
    page,
  }) => {
    const { message, id, calledBack } = await sendLead({ service: 'Permit Rescue' });
    await page.goto(calledBack);
    await expect(
      page.getByText(new RegExp(`^${message.name} · Permit Rescue · came in \\w{3}, \\w{3} \\d+$`)),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: contactedPage.review.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: contactedPage.review.button })).toHaveCount(0);

    await askForReview(page, calledBack);
    await expect(
      page.getByRole('status').filter({ hasText: `${contactedPage.review.sent}:` }),
    ).toBeVisible();
    await expectNoViolations(page, 'called-back page, review request sent');
    const { email, review, optOut } = await reviewEmail(id);
    expect(email.to).toEqual([message.email]);
    expect(email.text).toContain(site.address.street);
    expect(review).toMatch(/\/review\/\?t=/);
    expect(optOut).toMatch(/(review-opt-out|\/review\/opt-out\/)\?t=/);

    // Asked again (the page opened again): it says when, and sends nothing more.
    await page.goto(calledBack);
    await expect(page.getByText(new RegExp(`^${contactedPage.review.already} `))).toBeVisible();
    await expect(page.getByRole('button', { name: contactedPage.review.button })).toHaveCount(0);
    expect(emailsKeyed(`review-request/${id}`)).toHaveLength(1);
  });
});

test.describe('the called-back page after a plain post', () => {
  test('says the function’s refusal in its own words, from its code', async ({
    page,
    request: api,
  }) => {
    const { calledBack } = await sendLead();
    // As the step's form posts itself where fetch is missing: before the lead is called back.
    const query = new URL(calledBack, 'http://site').search;
    const posted = await api.post(`${functionUrl}${functionRoutes.reviewRequest}${query}`, {
      headers: { Origin: `http://127.0.0.1:${ports.workerd}` },
      form: {},
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    const landing = sitePath(posted.headers().location!);
    expect(landing).toMatch(/[?&]review_error=not_called_back$/);
    await page.goto(landing);
    await expect(page.getByText(contactedPage.review.refusals.not_called_back)).toBeVisible();
  });
});

test.describe('the review page', () => {
  test('with the e-mail’s token: Google first, an open counted, the words taken once', async ({
    page,
  }) => {
    const { id, calledBack } = await sendLead({ name: 'Marisol Vega' });
    await askForReview(page, calledBack);
    const { review } = await reviewEmail(id);
    await page.goto(sitePath(review));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewPages.review.heading);
    const links = page.getByRole('link', { name: /^Review us on / });
    await expect(links.first()).toHaveAccessibleName(/^Review us on Google/);
    await expect(links.first()).toHaveAttribute('href', site.reviews.google!);
    await expect(links.first()).toHaveAttribute('rel', 'noreferrer');
    await expect(links).toHaveCount(1 + site.reviews.others.length);
    await expect
      .poll(async () => {
        const [row] = await queryBackend<{ opened_at: Date | null }>(
          'select opened_at from public.contact_review_requests where message_id = $1',
          [id],
        );
        return row?.opened_at !== null;
      })
      .toBe(true);

    await expectNoViolations(page, 'review page');
    // The name to show is the request's first name and initial until the customer changes it.
    const name = page.getByRole('textbox', { name: new RegExp(`^${words.labels.name}`) });
    await expect(name).toHaveValue('Marisol V.');
    // A refused field keeps every character and says what to fix.
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.words}`) }).fill('Tidy.');
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(reviewWordsErrors.town)).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${words.labels.town}`) }),
    ).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${words.labels.words}`) }),
    ).toHaveValue('Tidy.');
    await expectNoViolations(page, 'review page, words refused');
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.town}`) }).fill('Largo');
    await page.getByRole('checkbox', { name: new RegExp(`^${words.labels.consent}`) }).check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').filter({ hasText: words.sent })).toBeVisible();

    // Opened again with the same link: the words already reached the office.
    await page.goto(sitePath(review));
    await expect(page.getByText(words.already)).toBeVisible();
    await expect(page.getByRole('button', { name: words.send })).toHaveCount(0);
  });

  test('without a token (the printed link): it thanks, shows the phone and takes words', async ({
    page,
  }) => {
    await page.goto(reviewPages.review.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewPages.review.heading);
    await expect(
      page.getByRole('main').getByRole('link', { name: `Call ${site.phone.display}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Review us on Google/ })).toBeVisible();
    await expect(page.locator('form[novalidate]')).toBeAttached();
    const text = `Printed-card words ${Date.now()}`;
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.words}`) }).fill(text);
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.name}`) }).fill('Lee P.');
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.town}`) }).fill('Dunedin');
    await page.getByRole('checkbox', { name: new RegExp(`^${words.labels.consent}`) }).check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').filter({ hasText: words.sent })).toBeVisible();
  });
});

test.describe('the words’ result pages', () => {
  test('say what happened, why when the address tells, and offer the phone and the way back', async ({
    page,
  }) => {
    await page.goto(reviewPages.sent.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewPages.sent.heading);
    await expectNoViolations(page, 'review words sent');
    await page.goto(`${reviewPages.notSent.path}?reason=limited`);
    await expect(page.getByText(reviewPages.notSent.reasons.limited)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: `Call ${site.phone.display}` }),
    ).toBeVisible();
    await expectNoViolations(page, 'review words not sent');
  });
});

test.describe('the review page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the words form posts itself and lands on the sent page', async ({ page }) => {
    await page.goto(reviewPages.review.path);
    await page
      .getByRole('textbox', { name: new RegExp(`^${words.labels.words}`) })
      .fill(`Words without JavaScript ${Date.now()}`);
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.name}`) }).fill('Sam T.');
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.town}`) }).fill('Largo');
    await page.getByRole('checkbox', { name: new RegExp(`^${words.labels.consent}`) }).check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page).toHaveURL(new RegExp(`${reviewPages.sent.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewPages.sent.heading);
  });

  test('words the function refuses land on the not-sent page, with the phone and the way back', async ({
    page,
  }) => {
    await page.goto(reviewPages.review.path);
    await page
      .getByRole('textbox', { name: new RegExp(`^${words.labels.words}`) })
      .fill('x'.repeat(1_001));
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.name}`) }).fill('Sam T.');
    await page.getByRole('textbox', { name: new RegExp(`^${words.labels.town}`) }).fill('Largo');
    await page.getByRole('checkbox', { name: new RegExp(`^${words.labels.consent}`) }).check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page).toHaveURL(new RegExp(`${reviewPages.notSent.path}\\?reason=invalid$`));
    await expect(page.getByText(reviewPages.notSent.reasons.default)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: `Call ${site.phone.display}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: reviewPages.notSent.back })).toHaveAttribute(
      'href',
      reviewPages.review.path,
    );
  });
});

test.describe('the opt-out', () => {
  test('its GET changes nothing; the page’s button stops the next request to that address', async ({
    page,
    request: api,
  }) => {
    const { message, id, calledBack } = await sendLead();
    await askForReview(page, calledBack);
    const { optOut } = await reviewEmail(id);
    let landing = optOut;
    if (optOut.includes('review-opt-out')) {
      // The function's link, as a mail scanner opens it: a redirect to the site's page, nothing more.
      const opened = await api.get(optOut, { maxRedirects: 0 });
      expect(opened.status()).toBe(303);
      landing = opened.headers().location!;
    }
    expect(landing).toContain(`${reviewPages.optOut.path}?t=`);
    const stopped = () =>
      queryBackend<{ n: number }>(
        'select count(*)::int as n from contact_private.review_opt_outs',
      ).then(([row]) => row!.n);
    const before = await stopped();
    await page.goto(sitePath(landing));
    const button = page.getByRole('button', { name: reviewPages.optOut.button });
    // Hydrated, with the token read: whatever the page does by itself, it has done by now.
    await expect(button).toBeEnabled();
    expect(await stopped()).toBe(before);
    await expectNoViolations(page, 'opt-out page');
    await button.click();
    await expect(
      page.getByRole('status').filter({ hasText: `${reviewPages.optOut.done}:` }),
    ).toBeVisible();
    expect(await stopped()).toBe(before + 1);

    // A later lead from the same address: the page says no request goes, and none does.
    const later = await sendLead({ email: message.email });
    await page.goto(later.calledBack);
    await page.getByRole('button', { name: contactedPage.button }).click();
    await expect(page.getByText(contactedPage.review.optedOut)).toBeVisible();
    await expect(page.getByRole('button', { name: contactedPage.review.button })).toHaveCount(0);
    expect(emailsKeyed(`review-request/${later.id}`)).toHaveLength(0);
  });
});

test.describe('the business file the function reads', { tag: '@any-width' }, () => {
  test('is the same JSON on every host', async ({ request: api }) => {
    const built = JSON.parse(readFileSync(fileFor(reviewBusinessPath), 'utf8')) as unknown;
    expect(built).toEqual({
      name: site.name,
      postalAddress: `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
      phone: site.phone.display,
      reviewsOn: site.reviews.google !== null,
    });
    for (const port of [ports.workerd, ports.nginx, ports.site, ports.python]) {
      const response = await api.get(`http://127.0.0.1:${port}${reviewBusinessPath}`);
      expect(response.status(), `port ${port}`).toBe(200);
      expect(response.headers()['content-type'], `port ${port}`).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(built);
    }
  });
});
