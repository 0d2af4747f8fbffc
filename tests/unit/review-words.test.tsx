/**
 * The review page's words form (components/review/review-words.tsx) against fake answers of the
 * function's `review/opened` and `review/words` entries, and the opt-out's button. The browser
 * suite (tests/e2e/review.spec.ts) runs both against the real function.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptOutButton } from '@/components/review/opt-out-button';
import { ReviewWords } from '@/components/review/review-words';
import { reviewPages } from '@/lib/content';
import {
  honeypotField,
  reviewWordsErrors,
  reviewWordsLimits,
} from '@/supabase/functions/_shared/contract';

const copy = reviewPages.review.words;
type Answer = { status: number; body: object };
type Call = { url: string; method: string; body: Record<string, unknown> | null };

function fakeFunction(answers: { opened?: Answer; words?: Answer; optOut?: Answer } = {}) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url: url.replace(/^.*send-contact-email/, ''),
      method: init.method ?? 'GET',
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    });
    const answer = url.includes('/review/opened')
      ? (answers.opened ?? { status: 200, body: { words: true } })
      : url.includes('/review-opt-out')
        ? (answers.optOut ?? {
            status: 200,
            body: { optedOutAt: '2026-12-07T15:00:00.000Z', already: false },
          })
        : (answers.words ?? { status: 202, body: { ok: true } });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

function open(query = '') {
  window.history.replaceState(null, '', `/review/${query}`);
  return render(<ReviewWords copy={copy} />);
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const consent = () => screen.getByRole('checkbox', { name: new RegExp(`^${copy.labels.consent}`) });
const send = () => screen.getByRole('button', { name: copy.send });

async function fill(words = 'Seawall done in four days, crew kept the yard clean.') {
  await userEvent.type(field(copy.labels.words), words);
  await userEvent.type(field(copy.labels.name), 'Maria G.');
  await userEvent.type(field(copy.labels.town), 'Largo');
  await userEvent.click(consent());
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the review page’s words form', () => {
  it('counts an open once with the e-mail’s token, and never without one', async () => {
    let calls = fakeFunction();
    const { unmount } = open('?t=tok%2Fen');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/review/opened?t=tok%2Fen', method: 'POST', body: null });
    unmount();
    calls = fakeFunction();
    const { container } = open();
    // Hydrated (the form validates itself from then on): an open would have been asked for by now.
    await waitFor(() => expect(container.querySelector('form')).toHaveAttribute('novalidate'));
    expect(calls).toEqual([]);
  });

  it('says the words already reached us when the request has had them', async () => {
    fakeFunction({ opened: { status: 200, body: { words: false } } });
    open('?t=tok');
    expect(await screen.findByText(copy.already)).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.send })).toBeNull();
  });

  it('fills the name to show with the request’s first name and initial, never over what was typed', async () => {
    fakeFunction({ opened: { status: 200, body: { words: true, name: 'Maria G.' } } });
    open('?t=tok');
    await waitFor(() => expect(field(copy.labels.name)).toHaveValue('Maria G.'));
    await userEvent.clear(field(copy.labels.name));
    await userEvent.type(field(copy.labels.name), 'M. Gonzalez');
    expect(field(copy.labels.name)).toHaveValue('M. Gonzalez');
  });

  it('keeps a name typed before the open’s answer came', async () => {
    let answer: (value: unknown) => void = () => {};
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    open('?t=tok');
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    await userEvent.type(field(copy.labels.name), 'Typed');
    let read = false;
    answer({
      ok: true,
      status: 200,
      json: async () => {
        read = true;
        return { words: true, name: 'Maria G.' };
      },
    });
    await waitFor(() => expect(read).toBe(true));
    // The state the answer sets is applied before act returns.
    await act(async () => {});
    expect(field(copy.labels.name)).toHaveValue('Typed');
  });

  it('refuses a bad form with the function’s check and messages, focuses the first field and keeps the text', async () => {
    const calls = fakeFunction();
    open();
    const long = 'x'.repeat(reviewWordsLimits.words + 1);
    await userEvent.click(field(copy.labels.words));
    await userEvent.paste(long);
    await userEvent.click(send());
    expect(screen.getByText(reviewWordsErrors.words)).toBeVisible();
    expect(screen.getByText(reviewWordsErrors.name)).toBeVisible();
    expect(screen.getByText(reviewWordsErrors.town)).toBeVisible();
    expect(screen.getByText(reviewWordsErrors.consent)).toBeVisible();
    expect(field(copy.labels.words)).toHaveFocus();
    expect(field(copy.labels.words)).toHaveValue(long);
    expect(field(copy.labels.words)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${copy.refusal} ${copy.labels.words}, ${copy.labels.name}, ${copy.labels.town}, ${copy.labels.consent}.`,
    );
    expect(calls).toEqual([]);
  });

  it('requires the town, as the function does, and marks it so', async () => {
    const calls = fakeFunction();
    open();
    expect(field(copy.labels.town)).toBeRequired();
    expect(copy.townHint).not.toMatch(/optional/i);
    await userEvent.type(field(copy.labels.words), 'Good crew.');
    await userEvent.type(field(copy.labels.name), 'Maria G.');
    await userEvent.type(field(copy.labels.town), '   ');
    await userEvent.click(consent());
    await userEvent.click(send());
    expect(screen.getByText(reviewWordsErrors.town)).toBeVisible();
    expect(field(copy.labels.town)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the words with the token and replaces the form with a thank-you', async () => {
    const calls = fakeFunction();
    open('?t=tok');
    await fill();
    await userEvent.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(copy.sent);
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls.at(-1)).toEqual({
      url: '/review/words?t=tok',
      method: 'POST',
      body: {
        words: 'Seawall done in four days, crew kept the yard clean.',
        name: 'Maria G.',
        town: 'Largo',
        consent: true,
        [honeypotField]: '',
      },
    });
  });

  it('sends tokenless words from the printed link', async () => {
    const calls = fakeFunction();
    open();
    await fill();
    await userEvent.click(send());
    await screen.findByText(copy.sent);
    expect(calls.at(-1)!.url).toBe('/review/words');
  });

  it('shows the function’s field errors on a 400', async () => {
    fakeFunction({
      words: {
        status: 400,
        body: { error: 'Check the fields.', fields: { name: reviewWordsErrors.name } },
      },
    });
    open();
    await fill();
    await userEvent.click(send());
    expect(await screen.findByText(reviewWordsErrors.name)).toBeVisible();
    expect(field(copy.labels.name)).toHaveFocus();
    expect(field(copy.labels.name)).toHaveValue('Maria G.');
  });

  it.each([
    [409, 'Your words for this job already reached us.'],
    [429, 'Too many messages from this connection. Try again in a few minutes.'],
    [403, 'This link is not valid.'],
    [500, 'Something went wrong.'],
  ])('shows the function’s words on a %i and keeps the text', async (status, error) => {
    fakeFunction({ words: { status, body: { error } } });
    open('?t=tok');
    await fill('Good crew.');
    await userEvent.click(send());
    expect(await screen.findByText(error)).toBeVisible();
    expect(field(copy.labels.words)).toHaveValue('Good crew.');
    expect(send()).toBeEnabled();
  });

  it('without JavaScript posts itself to the function, with no token and the trap field', () => {
    fakeFunction();
    const { container } = open('?t=tok');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/send-contact-email\/review\/words$/);
    expect(form.querySelector(`input[name="${honeypotField}"]`)).not.toBeNull();
    for (const name of ['words', 'name', 'town', 'consent'])
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    // A ticked box posts its value, one the function takes as consent.
    expect(form.querySelector('[name="consent"]')!.getAttribute('value')).toBe('yes');
  });
});

describe('the opt-out button', () => {
  const optOut = reviewPages.optOut;

  it('posts the token and shows the time recorded', async () => {
    const calls = fakeFunction();
    window.history.replaceState(null, '', '/review/opt-out/?t=tok');
    render(<OptOutButton copy={optOut} />);
    await userEvent.click(screen.getByRole('button', { name: optOut.button }));
    expect(await screen.findByText(/^Review e-mails stopped: Dec 7, 2026/)).toBeVisible();
    expect(calls).toEqual([{ url: '/review-opt-out?t=tok', method: 'POST', body: null }]);
  });

  it('says a refused link is not valid', async () => {
    fakeFunction({ optOut: { status: 403, body: { error: 'This link is not valid.' } } });
    window.history.replaceState(null, '', '/review/opt-out/?t=bad');
    render(<OptOutButton copy={optOut} />);
    await userEvent.click(screen.getByRole('button', { name: optOut.button }));
    expect(await screen.findByText(optOut.refused)).toBeVisible();
  });

  it('shows a plain post’s time from the address, and waits for a link without one', () => {
    window.history.replaceState(
      null,
      '',
      '/review/opt-out/?t=tok&done=2026-12-07T15%3A00%3A00.000Z',
    );
    const { unmount } = render(<OptOutButton copy={optOut} />);
    expect(screen.getByText(/^Review e-mails stopped: Dec 7, 2026/)).toBeVisible();
    unmount();
    window.history.replaceState(null, '', '/review/opt-out/');
    render(<OptOutButton copy={optOut} />);
    expect(screen.getByRole('button', { name: optOut.button })).toBeDisabled();
    expect(screen.getByText(optOut.noLink)).toBeVisible();
  });
});
