/**
 * The called-back page (components/owner/contacted-steps.tsx): the lead it is about, step 1
 * ("Mark as called back") and step 2 (ask for a review), against fake answers of the function's
 * `contacted/lead`, `contacted` and `review-request` entries as docs/contact-function.md gives them.
 * The browser suite (tests/e2e/owner-review.spec.ts) runs the page against the real function.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactedSteps } from '@/components/owner/contacted-steps';
import { contactedPage } from '@/lib/content';
import { contactedEndpoint as endpoint } from '@/lib/owner-alerts';
import { reviewRequestRefusals } from '@/supabase/functions/_shared/contract';

const lead = {
  name: 'Maria Gonzalez',
  service: 'Seawall repair',
  receivedAt: '2026-12-01T15:00:00.000Z',
  contactedAt: null as string | null,
  review: { sentAt: null as string | null, optedOut: false, on: true },
};

type Answer = { status: number; body: object } | 'offline';
const reply = (answer: Answer) =>
  answer === 'offline'
    ? Promise.reject(new TypeError('Failed to fetch'))
    : Promise.resolve({
        ok: answer.status < 300,
        status: answer.status,
        json: async () => answer.body,
      });

/** The function's three entries, each with its next answer; every call is kept. */
function fakeFunction(answers: { lead?: Answer; contacted?: Answer; review?: Answer } = {}) {
  const calls: { url: string; method: string }[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (url.includes('/contacted/lead?')) return reply(answers.lead ?? { status: 200, body: lead });
    if (url.includes('/review-request?'))
      return reply(
        answers.review ?? {
          status: 200,
          body: { sentAt: '2026-12-07T14:05:00.000Z', already: false },
        },
      );
    return reply(
      answers.contacted ?? {
        status: 200,
        body: { contactedAt: '2026-12-07T14:00:00.000Z', already: false },
      },
    );
  }) as unknown as typeof fetch;
  return calls;
}

function open(query = '?t=tok%2Fen') {
  window.history.replaceState(null, '', `/owner/contacted/${query}`);
  return render(<ContactedSteps endpoint={endpoint} copy={contactedPage} />);
}

const sendButton = () => screen.queryByRole('button', { name: 'Send the review request' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the called-back page', () => {
  it('names the lead it is about: name, service and the day it came in', async () => {
    const calls = fakeFunction();
    open();
    expect(
      await screen.findByText(/^Maria Gonzalez · Seawall repair · came in Tue, Dec 1$/),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: expect.stringMatching(/\/contacted\/lead\?t=tok%2Fen$/),
      method: 'GET',
    });
  });

  it('offers the review request only once the lead is marked called back', async () => {
    const calls = fakeFunction();
    open();
    await screen.findByText(/Maria Gonzalez/);
    expect(screen.getByRole('heading', { name: 'Job finished? Ask for a review' })).toBeVisible();
    expect(sendButton()).toBeNull();
    expect(screen.getByText(contactedPage.review.waiting)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as called back' }));
    expect(await screen.findByText(/^Marked as called back: /)).toBeVisible();
    expect(screen.getByText(contactedPage.review.lead)).toBeVisible();

    await userEvent.click(sendButton()!);
    expect(await screen.findByText(/^Review request sent: Dec 7, 2026/)).toBeVisible();
    expect(sendButton()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url.replace(/^.*email/, '')}`)).toEqual([
      'GET /contacted/lead?t=tok%2Fen',
      'POST /contacted?t=tok%2Fen',
      'POST /review-request?t=tok%2Fen',
    ]);
  });

  it('shows the step at once for a lead called back before, and says when a request went already', async () => {
    fakeFunction({
      lead: { status: 200, body: { ...lead, contactedAt: '2026-12-02T13:00:00.000Z' } },
      review: { status: 200, body: { sentAt: '2026-12-03T13:00:00.000Z', already: true } },
    });
    open();
    expect(await screen.findByText(/^Already marked as called back: Dec 2, 2026/)).toBeVisible();
    await userEvent.click(sendButton()!);
    expect(await screen.findByText(/^Review request already sent on Dec 3, 2026/)).toBeVisible();
  });

  it('shows a request sent before with no button', async () => {
    fakeFunction({
      lead: {
        status: 200,
        body: {
          ...lead,
          contactedAt: '2026-12-02T13:00:00.000Z',
          review: { sentAt: '2026-12-03T13:00:00.000Z', optedOut: false, on: true },
        },
      },
    });
    open();
    expect(await screen.findByText(/^Review request already sent on Dec 3, 2026/)).toBeVisible();
    expect(sendButton()).toBeNull();
  });

  it('says reviews are off until the editor has a Google link, with no button', async () => {
    fakeFunction({
      lead: {
        status: 200,
        body: { ...lead, contactedAt: lead.receivedAt, review: { ...lead.review, on: false } },
      },
    });
    open();
    expect(await screen.findByText(contactedPage.review.off)).toBeVisible();
    expect(contactedPage.review.off).toContain('Company facts');
    expect(sendButton()).toBeNull();
  });

  it('says when the customer opted out, with no button', async () => {
    fakeFunction({
      lead: {
        status: 200,
        body: { ...lead, contactedAt: lead.receivedAt, review: { ...lead.review, optedOut: true } },
      },
    });
    open();
    expect(await screen.findByText(contactedPage.review.optedOut)).toBeVisible();
    expect(sendButton()).toBeNull();
  });

  it.each([
    [409, 'opted_out'],
    [409, 'in_flight'],
    [502, 'not_sent'],
    [503, 'reviews_off'],
    [503, 'site_unread'],
  ] as const)('says a %i’s %s in its own words and keeps the button', async (status, code) => {
    fakeFunction({
      lead: { status: 200, body: { ...lead, contactedAt: lead.receivedAt } },
      review: { status, body: { error: 'The function’s own words.', code } },
    });
    open();
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Send the review request' }))[0]!,
    );
    expect(await screen.findByText(contactedPage.review.refusals[code])).toBeVisible();
    expect(screen.queryByText('The function’s own words.')).toBeNull();
    expect(sendButton()).toBeEnabled();
  });

  it('shows the function’s words for an answer without a code', async () => {
    fakeFunction({
      lead: { status: 200, body: { ...lead, contactedAt: lead.receivedAt } },
      review: { status: 502, body: { error: 'The e-mail could not be sent.' } },
    });
    open();
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Send the review request' }))[0]!,
    );
    expect(await screen.findByText('The e-mail could not be sent.')).toBeVisible();
  });

  it.each([
    [403, contactedPage.refused],
    [404, contactedPage.gone],
  ])('answers a %i as step 1 does', async (status, text) => {
    fakeFunction({
      lead: { status: 200, body: { ...lead, contactedAt: lead.receivedAt } },
      review: { status, body: { error: 'x' } },
    });
    open();
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Send the review request' }))[0]!,
    );
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('keeps step 1 working when the lead cannot be read (offline)', async () => {
    fakeFunction({ lead: 'offline' });
    open();
    await waitFor(() => expect(screen.queryByText(contactedPage.leadLoading)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Mark as called back' }));
    expect(await screen.findByText(/^Marked as called back: /)).toBeVisible();
    // Not told whether reviews are on: the button, and the function says if they are not.
    expect(sendButton()).toBeEnabled();
  });

  it('shows what a plain post came back with: the time, or the function’s words', async () => {
    fakeFunction({ lead: 'offline' });
    open('?t=tok&review=2026-12-07T14%3A05%3A00.000Z');
    expect(await screen.findByText(/^Review request sent: Dec 7, 2026/)).toBeVisible();
  });

  it('has its own words for every refusal the function may send', () => {
    expect(Object.keys(contactedPage.review.refusals).sort()).toEqual(
      [...reviewRequestRefusals].sort(),
    );
    for (const code of reviewRequestRefusals)
      expect(contactedPage.review.refusals[code]).toMatch(/^[A-Z].*\.$/);
  });

  it('says a plain post’s refusal in its own words, with the button to try again', async () => {
    fakeFunction({ lead: 'offline' });
    open('?t=tok&done=2026-12-07T14%3A00%3A00.000Z&review_error=reviews_off');
    expect(await screen.findByText(contactedPage.review.refusals.reviews_off)).toBeVisible();
    expect(sendButton()).toBeEnabled();
    expect(screen.getByText(/^Marked as called back: Dec 7, 2026/)).toBeVisible();
  });

  it.each(['Call%20555-0100%20to%20claim%20your%20prize', 'toString', '__proto__'])(
    'shows no text of the address for a code it does not know (%s)',
    async (code) => {
      fakeFunction({ lead: 'offline' });
      const { container } = open(`?t=tok&done=2026-12-07T14%3A00%3A00.000Z&review_error=${code}`);
      expect(await screen.findByText(contactedPage.review.notSent)).toBeVisible();
      expect(container).not.toHaveTextContent(/prize|toString|__proto__/);
      expect(sendButton()).toBeEnabled();
    },
  );

  it('posts itself where fetch is missing: each form’s action carries the token', async () => {
    fakeFunction({ lead: { status: 200, body: { ...lead, contactedAt: lead.receivedAt } } });
    const { container } = open();
    await screen.findByText(/Already marked/);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/review-request\?t=tok%2Fen$/);
  });
});
