import { readFileSync } from 'node:fs';
import { allFiles } from '../../harness/build/out';

const textFiles = allFiles().filter((file) =>
  /\.(html|js|txt|json|css|xml|webmanifest)$/.test(file),
);

function decodeJwtPayload(token: string) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      role?: string;
    };
  } catch {
    return {};
  }
}

describe('secrets in the built files', () => {
  it('contain no private keys, service-role tokens or known secret formats', () => {
    const found: string[] = [];
    for (const file of textFiles) {
      const content = readFileSync(file, 'utf8');
      for (const [token] of content.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
        const { role } = decodeJwtPayload(token);
        if (role !== 'anon') found.push(`${file}: a JWT with role "${role}"`);
      }
      const patterns = [
        /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
        /\bsk_(live|test)_\w{10,}/,
        /\bsb_secret_\w+/,
        /service_role/,
        /SUPABASE_SERVICE_ROLE/,
        /\bAKIA[0-9A-Z]{16}\b/,
      ];
      for (const pattern of patterns)
        if (pattern.test(content)) found.push(`${file}: matches ${pattern}`);
    }
    expect(found).toEqual([]);
  });

  it('ships the public anon key the build was given, so the check above saw the real bundle', () => {
    const key = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? 'test-anon-key';
    const shipped = textFiles.some((file) => readFileSync(file, 'utf8').includes(key));
    expect(shipped).toBe(true);
  });
});
