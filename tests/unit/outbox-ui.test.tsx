import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { OutboxLoader } from '@/components/contact/outbox-loader';
import { formResultPages } from '@/content/contact';
import { outboxSentEvent, type QueuedRequest } from '@/lib/outbox/outbox-store';
import * as outbox from '@/lib/outbox/page-outbox';
import * as queue from '@/lib/outbox/queue-request';
import { serviceOptions } from '@/supabase/functions/_shared/contract';

// jsdom has no IndexedDB: the page's outbox is replaced, and what the form and the loader ask of
// it is checked.
jest.mock('@/lib/outbox/queue-request', () => ({
  queueContactRequest: jest.fn(async () => {}),
}));
jest.mock('@/lib/outbox/page-outbox', () => ({
  flushNow: jest.fn(async () => ({ sent: [], refused: [], toAsk: [], expired: [] })),
  sendOld: jest.fn(),
  discardOld: jest.fn(async () => {}),
}));
const mocked = {
  ...(outbox as jest.Mocked<typeof outbox>),
  ...(queue as jest.Mocked<typeof queue>),
};

const phone = { display: '(727) 555-0142', e164: '+17275550142' };
const savedText =
  'No connection. Your request is saved on this phone and will be sent when you are back online.';

const waiting = (overrides: Partial<QueuedRequest> = {}): QueuedRequest => ({
  key: 'key-1',
  message: {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(727) 555-0100',
    service: 'Permit Rescue',
    message: 'Open permit from 2019.',
  },
  photos: [],
  queuedAt: new Date(2026, 9, 7, 15, 0).getTime(),
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function sendOffline() {
  const user = userEvent.setup();
  render(
    <ContactForm
      serviceOptions={serviceOptions.map((value) => ({ value, label: value }))}
      phone={phone}
      sentNotice={formResultPages.thankYou}
      email="office@example.com"
    />,
  );
  await user.type(screen.getByLabelText(/^Full Name/), 'Ana Ruiz');
  await user.type(screen.getByLabelText(/^Email Address/), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText(/^Service Interested In/), 'Permit Rescue');
  await user.type(screen.getByLabelText(/^Message/), 'Open permit from 2019.');
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('contact form without a connection', () => {
  it('keeps the request with its key and says so in its live region', async () => {
    await sendOffline();
    await waitFor(() =>
      expect(screen.getByText(savedText).closest('[role="status"]')).toBeInTheDocument(),
    );
    expect(global.fetch).not.toHaveBeenCalled();
    expect(mocked.queueContactRequest).toHaveBeenCalledTimes(1);
    const [key, message, photos] = mocked.queueContactRequest.mock.calls[0]!;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    expect(message).toMatchObject({ name: 'Ana Ruiz', message: 'Open permit from 2019.' });
    expect(photos).toEqual([]);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ana Ruiz');
  });

  it('keeps a request whose post fails with a network error once the browser says it is offline', async () => {
    const user = await sendOffline();
    // Online for the form's check and the send's, offline by the time the post has failed.
    jest
      .spyOn(navigator, 'onLine', 'get')
      .mockReturnValueOnce(true)
      .mockReturnValueOnce(true)
      .mockReturnValue(false);
    mocked.queueContactRequest.mockClear();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(mocked.queueContactRequest).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(savedText)).toBeInTheDocument();
  });

  it('shows a network error while the browser says it is online as a failure, keeping nothing', async () => {
    const user = await sendOffline();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mocked.queueContactRequest.mockClear();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/everything you typed is still here/)).toBeInTheDocument();
    expect(mocked.queueContactRequest).not.toHaveBeenCalled();
  });

  it('shows the failure as before when the phone cannot keep it', async () => {
    mocked.queueContactRequest.mockRejectedValueOnce(new Error('no IndexedDB'));
    await sendOffline();
    expect(await screen.findByText(/everything you typed is still here/)).toBeInTheDocument();
    expect(screen.queryByText(savedText)).toBeNull();
  });

  it('says when the saved request went, empties the fields and forgets the draft', async () => {
    await sendOffline();
    await screen.findByText(savedText);
    const [key] = mocked.queueContactRequest.mock.calls[0]!;
    const sentAt = new Date(2026, 9, 7, 15, 42).getTime();
    let cancelled = false;
    act(() => {
      cancelled = !window.dispatchEvent(
        new CustomEvent(outboxSentEvent, {
          detail: { key, sentAt },
          cancelable: true,
        }),
      );
    });
    expect(cancelled).toBe(true);
    expect(
      await screen.findByText(
        'Your saved request was sent at 3:42 PM. We reply within one business day.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(sessionStorage.getItem('contact-form-draft')).toBeNull();
  });
});

describe('outbox loader', () => {
  it('opens nothing when no request waits', async () => {
    render(<OutboxLoader phone={phone} />);
    await act(async () => {});
    expect(mocked.flushNow).not.toHaveBeenCalled();
  });

  it('sends what waits on load, and tells the visitor when it went', async () => {
    localStorage.setItem('contact-outbox-waiting', '1');
    const sentAt = new Date(2026, 9, 7, 9, 5).getTime();
    mocked.flushNow.mockResolvedValueOnce({
      sent: [{ key: 'key-1', sentAt }],
      refused: [],
      toAsk: [],
      expired: [],
    });
    render(<OutboxLoader phone={phone} />);
    expect(
      await screen.findByText(
        'Your saved request was sent at 9:05 AM. We reply within one business day.',
      ),
    ).toBeInTheDocument();
    expect(mocked.flushNow).toHaveBeenCalledTimes(1);
  });

  it('sends again when the connection comes back', async () => {
    localStorage.setItem('contact-outbox-waiting', '1');
    render(<OutboxLoader phone={phone} />);
    await waitFor(() => expect(mocked.flushNow).toHaveBeenCalledTimes(1));
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(mocked.flushNow).toHaveBeenCalledTimes(2));
  });

  it('asks before sending a request older than a week: Send sends it, Discard forgets it', async () => {
    localStorage.setItem('contact-outbox-waiting', '1');
    const old = waiting();
    mocked.flushNow.mockResolvedValue({ sent: [], refused: [], toAsk: [old], expired: [] });
    mocked.sendOld.mockResolvedValueOnce({
      outcome: 'sent',
      sent: { key: old.key, sentAt: new Date(2026, 9, 15, 8, 0).getTime() },
    });
    const user = userEvent.setup();
    const { unmount } = render(<OutboxLoader phone={phone} />);
    expect(
      await screen.findByText(/A request you wrote on October 7 is still saved on this phone/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(mocked.sendOld).toHaveBeenCalledWith(old);
    expect(await screen.findByText(/Your saved request was sent at 8:00 AM/)).toBeInTheDocument();
    unmount();

    render(<OutboxLoader phone={phone} />);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(mocked.discardOld).toHaveBeenCalledWith('key-1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull());
  });

  it('says when a request never sent was deleted after 30 days, with the number to call', async () => {
    localStorage.setItem('contact-outbox-waiting', '1');
    mocked.flushNow.mockResolvedValueOnce({
      sent: [],
      refused: [],
      toAsk: [],
      expired: [new Date(2026, 9, 7, 15, 0).getTime()],
    });
    render(<OutboxLoader phone={phone} />);
    const notice = await screen.findByText(
      /A request you wrote on October 7 was never sent, and has been deleted from this phone after 30 days/,
    );
    expect(notice.querySelector(`a[href="tel:${phone.e164}"]`)).toHaveTextContent(phone.display);
  });
});
