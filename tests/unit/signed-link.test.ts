import { signLink, verifyLink } from '../../supabase/functions/_shared/owner/signed-link';

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
