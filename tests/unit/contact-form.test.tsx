import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { formResultPages } from '@/content/contact';
import { fieldLabels, fieldNames } from '@/components/contact/contact-fields';
import { serviceOptions, contactSchema } from '@/supabase/functions/_shared/contract';

const phone = { display: '(727) 555-0142', e164: '+17275550142' };
const sentNotice = formResultPages.thankYou;

type Deferred = { resolve: (response: Response) => void; reject: (error: unknown) => void };

let pending: Deferred[] = [];
const fetchMock = jest.fn(
  () => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
);

beforeEach(() => {
  pending = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The form as the contact page renders it. */
const renderForm = () =>
  render(
    <ContactForm
      serviceOptions={serviceOptions.map((value) => ({ value, label: value }))}
      phone={phone}
      sentNotice={sentNotice}
      email="office@example.com"
    />,
  );

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

async function fillValid() {
  const user = userEvent.setup();
  renderForm();
  await user.type(field('Full Name'), 'Ana Ruiz');
  await user.type(field('Email Address'), 'ana@example.com');
  await user.type(field('Phone Number'), '(727) 555-0100');
  await user.selectOptions(field('Service Interested In'), 'Permit Rescue');
  await user.type(field('Message'), 'Open permit from 2019.');
  return user;
}

// jsdom has no Response; the form reads only ok, status, Retry-After and the text it logs.
const answer = (status: number, body = '{}', retryAfter: string | null = null) =>
  act(async () =>
    pending.shift()!.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (/^retry-after$/i.test(name) ? retryAfter : null) },
      text: async () => body,
    } as unknown as Response),
  );

/** The idempotency key the form sent in the JSON body of its `call`th post. */
const sentKey = (call: number) =>
  (
    JSON.parse(
      String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body),
    ) as { idempotencyKey: string }
  ).idempotencyKey;

describe('contact form', () => {
  it('shows its fields in the order the function checks them, each with its label', () => {
    expect(fieldNames).toEqual(Object.keys(contactSchema.shape));
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Us a Message' }) as HTMLFormElement;
    const named = [...form.elements]
      .map((element) => element.getAttribute('name'))
      .filter((name) => name && name in contactSchema.shape);
    expect(named).toEqual(fieldNames);
    for (const name of fieldNames) expect(field(fieldLabels[name])).toHaveAttribute('name', name);
  });

  it('marks with an asterisk exactly the fields the browser requires', () => {
    renderForm();
    const controls = fieldNames.map((name) => field(fieldLabels[name]));
    const starred = controls.filter((control) => control.labels?.[0]?.textContent?.endsWith(' *'));
    expect(controls.filter((control) => control.required)).toEqual(starred);
    expect(starred.map((control) => control.name)).toEqual(['name', 'email', 'message']);
  });

  it('has the spec fields, labels and the eight service choices', async () => {
    renderForm();
    expect(field('Full Name')).toBeRequired();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).not.toBeRequired();
    expect(field('Message')).toHaveAttribute('rows', '5');
    const options = [
      ...(field('Service Interested In') as unknown as HTMLSelectElement).options,
    ].map((o) => o.text);
    expect(options).toEqual(['Select a service', ...serviceOptions]);
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('goes idle, sending, then success: notice shown and every field cleared', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/functions\/v1\/send-contact-email$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(727) 555-0100',
      service: 'Permit Rescue',
      message: 'Open permit from 2019.',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await answer(200, '{"ok":true}');
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll be in touch shortly."),
    ).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(field('Service Interested In')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByText(/Your message is on its way/)).toBeInTheDocument();
  });

  it('keeps every field and shows the error notice when the server fails', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await answer(500, 'boom');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem sending your message. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Ana Ruiz');
    expect(field('Message')).toHaveValue('Open permit from 2019.');
    expect(field('Service Interested In')).toHaveValue('Permit Rescue');
    expect(screen.getByText(/everything you typed is still here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(727) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17275550142',
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('treats a network error as a failure and keeps the fields', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    expect(
      await screen.findByText('There was a problem sending your message. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Email Address')).toHaveValue('ana@example.com');
  });

  it('sends exactly once however often it is submitted while sending', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The disabled button stops clicks and Enter; a script or an assistive tool can still submit
    // the form while the first request is in flight, and that must not send a second copy.
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await answer(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit in the same moment, before the button can disable', async () => {
    await fillValid();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await answer(200);
  });

  it('shows field errors, focuses the first invalid field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Full Name'), '   ');
    await user.type(field('Email Address'), 'ana@example.com');
    await user.type(field('Message'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Full Name')).toHaveFocus();
    expect(field('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveValue('   ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not send when the browser is offline, and says why', async () => {
    const user = await fillValid();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText(/You appear to be offline/)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Ana Ruiz');
  });

  it('keeps a draft while typing, restores it, and clears it on success', async () => {
    const user = await fillValid();
    expect(JSON.parse(sessionStorage.getItem('contact-form-draft')!)).toMatchObject({
      name: 'Ana Ruiz',
      service: 'Permit Rescue',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await answer(200);
    await waitFor(() => expect(sessionStorage.getItem('contact-form-draft')).toBeNull());
  });

  it('restores a saved draft on load', async () => {
    sessionStorage.setItem(
      'contact-form-draft',
      JSON.stringify({ name: 'Ana', email: 'a@example.com', message: 'Half typed' }),
    );
    renderForm();
    await waitFor(() => expect(field('Message')).toHaveValue('Half typed'));
    expect(field('Full Name')).toHaveValue('Ana');
  });

  it('chooses the service a quote link names, over a draft’s, and ignores unknown ones', async () => {
    const open = async (query: string) => {
      window.history.replaceState(null, '', `/contact/${query}`);
      const { unmount } = renderForm();
      await waitFor(() => expect(document.querySelector('form[data-hydrated]')).not.toBeNull());
      const chosen = field('Service Interested In').value;
      unmount();
      return chosen;
    };
    expect(await open('?service=Retail%20Buildouts')).toBe('Retail Buildouts');
    expect(await open('?service=Pool%20Cleaning')).toBe('');
    sessionStorage.setItem(
      'contact-form-draft',
      JSON.stringify({ name: 'Ana', service: 'Permit Rescue', message: 'Half typed' }),
    );
    // The button just tapped is the fresher choice; the draft keeps everything else.
    expect(await open('?service=Retail%20Buildouts')).toBe('Retail Buildouts');
    expect(await open('')).toBe('Permit Rescue');
    window.history.replaceState(null, '', '/');
  });

  it('pretends success and sends nothing when the honeypot is filled', async () => {
    const user = await fillValid();
    const trap = document.querySelector<HTMLInputElement>('input[name="hp_7q"]')!;
    trap.value = 'http://spam.example';
    // sonner keeps earlier tests' notices in its global store, so count the new one.
    const before = screen.queryAllByText('Message Sent!').length;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.queryAllByText('Message Sent!')).toHaveLength(before + 1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Full Name')).toHaveValue('');
  });

  it('shows how many characters remain near the limit', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(field('Message'));
    await user.paste('x'.repeat(4990));
    expect(field('Message')).toHaveAccessibleDescription('10 characters remaining');
    await user.paste('y'.repeat(11));
    expect(field('Message')).toHaveAccessibleDescription(
      '1 character over the 5000-character limit',
    );
  });
});

// Last: the notices these leave behind would match the queries of the tests above.
describe('contact form idempotency key', () => {
  it('sends a UUID key, the same one again when the same message is retried', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await answer(503);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(sentKey(0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sentKey(1)).toBe(sentKey(0));
  });

  it('uses a new key once the message is changed, and another after a success', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await answer(503);
    await user.type(field('Message'), ' Also a carport.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(sentKey(1)).not.toBe(sentKey(0));
    expect(sessionStorage.getItem('contact-form-attempt')).not.toBeNull();
    await answer(200, '{"ok":true}');
    await waitFor(() => expect(sessionStorage.getItem('contact-form-attempt')).toBeNull());
  });

  it('says how long to wait when the function answers 429, and keeps every field', async () => {
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await answer(429, '{}', '300');
    expect(
      await screen.findByText(
        'There was a problem sending your message. Please try again. You have sent several messages in the last few minutes: please wait 5 minutes first, or call us.',
      ),
    ).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Ana Ruiz');
    expect(field('Message')).toHaveValue('Open permit from 2019.');
  });

  it('is a plain HTML form too: it posts to the function without JavaScript', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/send-contact-email$/);
  });
});
