/**
 * What the function's settings decide before it takes a message: which origins may post, which
 * database connection it makes (never a silent owner connection on Supabase, never clear text to
 * a remote host), and what it refuses to start with, naming the variable and never its value.
 * Real Deno over real PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import {
  tlsFor,
  uncheckedCertificate,
} from '../../supabase/functions/_shared/database/postgres-database';
import {
  allowedOrigin,
  freshMessage,
  functionEnv,
  postJson,
  rowsFor,
  siteUrl,
} from '../../harness/function/contact-client';
import { startDenoFunction } from '../../harness/function/deno-function';
import { contactFunctionUrl } from '../../harness/function/deno-target';
import { selfSignedCertificate, startPostgres } from '../../harness/function/postgres-cluster';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';

const running = setUpDenoTarget();
const t = running.target;

const baseEnv = () => ({
  ...functionEnv(t.resend.url, t.resend.apiKey),
  SUPABASE_DB_URL: running.pg.url,
});

describe('allowed origins', () => {
  it('without ALLOWED_ORIGINS allows only the origin of SITE_URL and its bare form, never *', async () => {
    const fn = await startDenoFunction({
      ...baseEnv(),
      CONTACT_DB_URL: await contactFunctionUrl(running.pg),
      ALLOWED_ORIGINS: '',
      SITE_URL: `${siteUrl}/`,
    });
    try {
      const preflight = (origin: string) =>
        fetch(fn.url, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      const allowed = await preflight(new URL(siteUrl).origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(new URL(siteUrl).origin);
      // The bare domain (the address on the truck) serves the site too.
      const bareOrigin = new URL(siteUrl).origin.replace('://www.', '://');
      const bare = await preflight(bareOrigin);
      expect(bare.status).toBe(204);
      expect(bare.headers.get('access-control-allow-origin')).toBe(bareOrigin);
      const other = await preflight('https://elsewhere.example.net');
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const message = freshMessage();
      const sent = await postJson({ ...t, url: fn.url }, message, { origin: allowedOrigin });
      expect(sent.status).toBe(200);
      expect(sent.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
      const refused = await postJson({ ...t, url: fn.url }, freshMessage(), {
        origin: 'https://elsewhere.example.net',
      });
      expect(refused.status).toBe(403);
      for (const response of [allowed, other, sent, refused])
        expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    } finally {
      await fn.stop();
    }
  });

  it('with neither ALLOWED_ORIGINS nor SITE_URL refuses to start, saying why', async () => {
    await expect(
      startDenoFunction({ ...baseEnv(), ALLOWED_ORIGINS: '', SITE_URL: '' }),
    ).rejects.toThrow(
      /send-contact-email refuses to start: neither ALLOWED_ORIGINS nor SITE_URL is set/,
    );
  });
});

describe('the database connection', () => {
  it('without CONTACT_DB_URL, off Supabase, falls back to SUPABASE_DB_URL and says so in the log', async () => {
    const fn = await startDenoFunction(baseEnv());
    try {
      expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
      expect(fn.logs.some((line) => line.startsWith('CONTACT_DB_URL is not set'))).toBe(true);
    } finally {
      await fn.stop();
    }
  });

  it('on Supabase (SB_REGION, SB_EXECUTION_ID) without CONTACT_DB_URL refuses to start, naming the variable', async () => {
    const hosted = { SB_REGION: 'us-east-1', SB_EXECUTION_ID: crypto.randomUUID() };
    await expect(startDenoFunction({ ...baseEnv(), ...hosted })).rejects.toThrow(
      /send-contact-email refuses to start: CONTACT_DB_URL: not set/,
    );
    // Only the owner's explicit choice lets it run as the owner there.
    const fn = await startDenoFunction({
      ...baseEnv(),
      ...hosted,
      CONTACT_ALLOW_OWNER_CONNECTION: 'true',
    });
    try {
      expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
    } finally {
      await fn.stop();
    }
  });

  it('refuses sslmode=disable to a host that is not loopback, before connecting', async () => {
    const url = 'postgres://contact_function.ref:pw@db.example.com:6543/postgres?sslmode=disable';
    await expect(startDenoFunction({ ...baseEnv(), CONTACT_DB_URL: url })).rejects.toThrow(
      /refuses to start: CONTACT_DB_URL: sslmode=disable to db\.example\.com, which is not loopback/,
    );
  });

  it('refuses a URL it cannot parse without quoting it: the password stays out of the log', async () => {
    const url = 'postgres://contact_function.ref:s3cr#et@db.example.com:6543/postgres';
    const refused = await startDenoFunction({ ...baseEnv(), CONTACT_DB_URL: url }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/refuses to start: CONTACT_DB_URL: not a valid URL/);
    expect(refused).not.toContain('s3cr');
  });

  it('gives a host that is not loopback TLS whatever the URL leaves out, and refuses clear text to it', () => {
    const remote =
      'postgres://contact_function.ref:pw@aws-0-us-east-1.pooler.supabase.com:6543/postgres';
    expect(tlsFor(remote)).toBe('require');
    expect(tlsFor(`${remote}?sslmode=prefer`)).toBe('require');
    expect(tlsFor(`${remote}?sslmode=allow`)).toBe('require');
    expect(tlsFor(`${remote}?sslmode=verify-ca`)).toBe('verify-full');
    expect(() => tlsFor(`${remote}?sslmode=disable`)).toThrow(/not loopback/);
    expect(tlsFor('postgres://u:p@127.0.0.1:5432/postgres')).toBeUndefined();
  });

  describe('over TLS on loopback, to a server that refuses contact_function in clear text', () => {
    let pg: Awaited<ReturnType<typeof startPostgres>>;
    let url: URL;
    beforeAll(async () => {
      pg = await startPostgres({ tls: true });
      url = new URL(await contactFunctionUrl(pg));
    });
    afterAll(() => pg?.destroy());

    const storesWith = async (env: Record<string, string>) => {
      const fn = await startDenoFunction({ ...functionEnv(t.resend.url, t.resend.apiKey), ...env });
      try {
        const message = freshMessage();
        expect((await postJson({ ...t, url: fn.url }, message)).status).toBe(200);
        const target = {
          ...t,
          query: (text: string, params: unknown[] = []) =>
            pg.sql.unsafe(text, params as never[]) as never,
        };
        return (await rowsFor(target, message.message)).length === 1;
      } finally {
        await fn.stop();
      }
    };

    it('connects with sslmode=require, and pg_stat_ssl says every session uses TLS', async () => {
      const tls = new URL(url);
      tls.searchParams.set('sslmode', 'require');
      expect(await storesWith({ CONTACT_DB_URL: tls.toString() })).toBe(true);
      const sessions = await pg.sql`
        select s.ssl from pg_stat_ssl s join pg_stat_activity a using (pid)
        where a.usename = 'contact_function'`;
      expect(sessions.every((session) => session.ssl === true)).toBe(true);
      // The same URL in clear text is refused by the server: the message is only e-mailed.
      expect(await storesWith({ CONTACT_DB_URL: url.toString() })).toBe(false);
    });

    it("without CONTACT_DB_CA says once in its log that the database's certificate is not checked; with it, never", async () => {
      const tls = new URL(url);
      tls.searchParams.set('sslmode', 'require');
      const logsOf = async (env: Record<string, string>) => {
        const fn = await startDenoFunction({
          ...functionEnv(t.resend.url, t.resend.apiKey),
          ...env,
        });
        try {
          // Several posts, several connections: still one line.
          for (let i = 0; i < 3; i++)
            expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
          return fn.logs;
        } finally {
          await fn.stop();
        }
      };
      const unchecked = await logsOf({ CONTACT_DB_URL: tls.toString() });
      // One JSON event, as the function's other log lines are.
      expect(
        unchecked
          .filter((line) => line.includes('certificate is not checked'))
          .map((line) => JSON.parse(line)),
      ).toEqual([uncheckedCertificate]);
      const named = new URL(tls);
      named.hostname = 'localhost';
      const checked = await logsOf({
        CONTACT_DB_URL: named.toString(),
        CONTACT_DB_CA: pg.certificate!,
      });
      expect(checked.filter((line) => line.includes('certificate'))).toEqual([]);
    });

    it('with CONTACT_DB_CA verifies the certificate and the host name: its own CA connects, another is refused', async () => {
      // By name, as the pooler's URL is: the certificate names localhost, and the name is checked.
      const named = new URL(url);
      named.hostname = 'localhost';
      expect(
        await storesWith({ CONTACT_DB_URL: named.toString(), CONTACT_DB_CA: pg.certificate! }),
      ).toBe(true);
      const other = selfSignedCertificate(pg.dir, 'other');
      expect(
        await storesWith({
          CONTACT_DB_URL: named.toString(),
          CONTACT_DB_CA: readFileSync(other.cert, 'utf8'),
        }),
      ).toBe(false);
    });
  });
});

describe('on the platform, checked not assumed', () => {
  const platform = { SB_REGION: 'us-east-1' };

  it('refuses a superuser CONTACT_DB_URL unless CONTACT_ALLOW_OWNER_CONNECTION=true', async () => {
    await expect(
      startDenoFunction({ ...baseEnv(), ...platform, CONTACT_DB_URL: running.pg.url }),
    ).rejects.toThrow(
      /refuses to start: CONTACT_DB_URL: the role postgres is a superuser or bypasses row level security/,
    );
    const fn = await startDenoFunction({
      ...baseEnv(),
      ...platform,
      CONTACT_DB_URL: running.pg.url,
      CONTACT_ALLOW_OWNER_CONNECTION: 'true',
    });
    await fn.stop();
  });

  it('starts as contact_function, and says so when CONTACT_RETRY_SECRET is missing', async () => {
    const { CONTACT_RETRY_SECRET: _unset, ...env } = baseEnv();
    const fn = await startDenoFunction({
      ...env,
      ...platform,
      CONTACT_DB_URL: await contactFunctionUrl(running.pg),
    });
    try {
      expect(fn.logs.some((line) => line.startsWith('CONTACT_RETRY_SECRET is not set'))).toBe(true);
      expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
    } finally {
      await fn.stop();
    }
  });
});

describe('retention', () => {
  it.each(['0', '-5', '7'])(
    'refuses CONTACT_RETENTION_DAYS=%s at start, naming the variable and the minimum',
    async (days) => {
      await expect(
        startDenoFunction({ ...baseEnv(), CONTACT_RETENTION_DAYS: days }),
      ).rejects.toThrow(
        /refuses to start: CONTACT_RETENTION_DAYS: not a whole number of days of at least 30/,
      );
    },
  );
});

describe('configuration errors', () => {
  it('name the variable and never print its value (a webhook URL carries its token)', async () => {
    const token = 'hooks-token-never-printed';
    const error = await startDenoFunction({
      ...baseEnv(),
      CONTACT_WEBHOOK_URL: `ftp://hooks.example.com/services/${token}`,
    }).catch((failure: Error) => failure);
    expect(String(error)).toMatch(/refuses to start: CONTACT_WEBHOOK_URL: not an http\(s\) URL/);
    expect(String(error)).not.toContain(token);
  });
});
