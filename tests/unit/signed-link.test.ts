import { signLink, verifyLink } from '../../supabase/functions/_shared/owner/signed-link';
import {
  newAlertsToken,
  readAlertsToken,
} from '../../supabase/functions/_shared/owner/alerts-link';

const secret = 'a-secret-of-the-owner';
const inAnHour = new Date(Date.now() + 3_600_000);
const id = '0b6f3c1e-4a57-4f0e-9d3c-2f1e7b9a8c10';

describe('signed owner links', () => {
  it('gives back the subject of a token signed for the same purpose', () => {
    const token = signLink(secret, 'contacted', id, inAnHour);
    expect(verifyLink(secret, 'contacted', token)).toEqual({
      subject: id,
      expiresAt: new Date(Math.floor(inAnHour.getTime() / 1000) * 1000),
    });
  });

  it('refuses a token changed anywhere, signed for another purpose or with another secret', () => {
    const token = signLink(secret, 'contacted', id, inAnHour);
    const [subject, expiry, signature] = token.split('.') as [string, string, string];
    const other = `${id.slice(0, -1)}1`;
    expect(verifyLink(secret, 'contacted', `${other}.${expiry}.${signature}`)).toBeNull();
    expect(
      verifyLink(secret, 'contacted', `${subject}.${Number(expiry) + 1}.${signature}`),
    ).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyLink(secret, 'contacted', `${subject}.${expiry}.${flipped}`)).toBeNull();
    expect(verifyLink(secret, 'alerts', token)).toBeNull();
    expect(verifyLink('another-secret', 'contacted', token)).toBeNull();
    expect(verifyLink('', 'contacted', token)).toBeNull();
    expect(verifyLink(secret, 'contacted', '')).toBeNull();
  });

  it('refuses a token once it has expired', () => {
    const token = signLink(secret, 'alerts', 'owner', inAnHour);
    expect(
      verifyLink(secret, 'alerts', token, new Date(inAnHour.getTime() - 1_000)),
    ).not.toBeNull();
    expect(verifyLink(secret, 'alerts', token, new Date(inAnHour.getTime() + 1_000))).toBeNull();
  });

  it('signs only plain subjects, so the token splits one way', () => {
    expect(() => signLink(secret, 'alerts', 'a.b', inAnHour)).toThrow(/not a plain subject/);
  });
});

describe('the alerts link', () => {
  const linkSecret = 'x'.repeat(32);

  it('is a fresh nonce for 24 hours each time it is made', () => {
    const now = new Date('2026-12-07T08:00:00Z');
    const first = newAlertsToken(linkSecret, now);
    const second = newAlertsToken(linkSecret, now);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.expiresAt.toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(readAlertsToken(linkSecret, first.token, now)).toEqual({
      nonce: first.nonce,
      expiresAt: first.expiresAt,
    });
  });

  it('refuses the 30-day `owner` links of older lead e-mails, a token set to last longer, and an expired one', () => {
    const now = new Date();
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const nonce = 'A'.repeat(22);
    expect(readAlertsToken(linkSecret, signLink(linkSecret, 'alerts', 'owner', inDays(1)))).toBe(
      null,
    );
    expect(readAlertsToken(linkSecret, signLink(linkSecret, 'alerts', nonce, inDays(2)))).toBe(
      null,
    );
    expect(readAlertsToken(linkSecret, signLink(linkSecret, 'alerts', nonce, inDays(-0.01)))).toBe(
      null,
    );
    expect(readAlertsToken(linkSecret, signLink(linkSecret, 'contacted', nonce, inDays(1)))).toBe(
      null,
    );
    expect(readAlertsToken(linkSecret, signLink(linkSecret, 'alerts', nonce, inDays(1)))).not.toBe(
      null,
    );
  });
});
