/** @jest-environment node */
import { createECDH } from 'node:crypto';
import { readConfig } from '@/supabase/functions/_shared/config';
import { isPushEndpoint } from '@/supabase/functions/_shared/owner/push-services';

// The phone alerts' settings (supabase/functions/_shared/config.ts) and the endpoints a
// subscription may name (supabase/functions/_shared/owner/push-services.ts).
const ecdh = createECDH('prime256v1');
do ecdh.generateKeys();
while (ecdh.getPrivateKey().length !== 32);
const good = {
  SITE_URL: 'https://www.coquinacoastbuilders.com',
  CONTACT_VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
  CONTACT_VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  CONTACT_VAPID_SUBJECT: 'mailto:owner@example.com',
};
const read = (env: Record<string, string>) => () => readConfig((name) => env[name]);

describe('the phone alerts settings', () => {
  it('take a raw P-256 pair in base64url and a mailto: or https: subject', () => {
    expect(read(good)().vapid).toEqual({
      publicKey: good.CONTACT_VAPID_PUBLIC_KEY,
      privateKey: good.CONTACT_VAPID_PRIVATE_KEY,
      subject: 'mailto:owner@example.com',
    });
    expect(
      read({ ...good, CONTACT_VAPID_SUBJECT: 'https://www.example.com' })().vapid,
    ).toBeTruthy();
    expect(read({ SITE_URL: good.SITE_URL })().vapid).toBeUndefined();
  });

  it.each([
    [
      'CONTACT_VAPID_PUBLIC_KEY',
      'not-a-key',
      /CONTACT_VAPID_PUBLIC_KEY: not a base64url raw P-256 public key/,
    ],
    [
      'CONTACT_VAPID_PRIVATE_KEY',
      'c2hvcnQ',
      /CONTACT_VAPID_PRIVATE_KEY: not a base64url raw P-256 private key/,
    ],
    [
      'CONTACT_VAPID_SUBJECT',
      'owner@example.com',
      /CONTACT_VAPID_SUBJECT: not a mailto: address or an https: URL/,
    ],
    ['CONTACT_VAPID_SUBJECT', '', /CONTACT_VAPID_SUBJECT: not set/],
    [
      'CONTACT_PUSH_TEST_HOSTS',
      '127.0.0.1:8080',
      /CONTACT_PUSH_TEST_HOSTS: not a comma-separated list of host names/,
    ],
    ['CONTACT_LINK_SECRET', 'tooshort1', /CONTACT_LINK_SECRET: shorter than 32 characters/],
  ])('refuse a malformed %s, naming it and not its value', (name, value, message) => {
    expect(read({ ...good, [name]: value })).toThrow(message);
    if (value) expect(read({ ...good, [name]: value })).not.toThrow(new RegExp(`: ${value}`));
  });
});

describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QG9abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts the push service at %s', (endpoint) => {
    expect(isPushEndpoint(endpoint, [])).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://evil.example.com/fcm.googleapis.com/',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.apple.com.evil.example/x',
    'https://user@fcm.googleapis.com/x',
    'http://127.0.0.1:9000/push/1',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isPushEndpoint(endpoint, [])).toBe(false);
  });

  it('accepts a listed test host over http, by host name whatever the port', () => {
    expect(isPushEndpoint('http://127.0.0.1:9000/push/1', ['127.0.0.1'])).toBe(true);
    expect(isPushEndpoint('http://127.0.0.2:9000/push/1', ['127.0.0.1'])).toBe(false);
  });
});
