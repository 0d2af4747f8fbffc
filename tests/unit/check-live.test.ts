/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// .github/scripts/check-live.sh asks the live function and site whether a visitor's message gets
// through: after each deploy, and each day (watch.yml). Here it runs with a stand-in `curl` that
// answers from a table and records what it was asked.
const script = path.resolve('.github/scripts/check-live.sh');
const site = 'https://www.coquinacoastbuilders.com';
const bare = 'https://coquinacoastbuilders.com';
const supabase = 'https://abcdefghijklmnopqrst.supabase.co';
const fn = `${supabase}/functions/v1/send-contact-email`;

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.resolve('.tmp', 'check-live-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One answer: method, URL, Origin (- for none), status, and the origin it allows, if any. */
type Answer = [string, string, string, number, string?];

const healthy: Answer[] = [
  ['GET', `${fn}/health`, '-', 200],
  ['OPTIONS', fn, site, 204, site],
  ['OPTIONS', fn, bare, 204, bare],
  ['GET', `${site}/`, '-', 200],
];

/** Runs the script against `answers`; a request with no answer gets none (curl's 000). */
function check(mode: string, answers: Answer[], env: Record<string, string> = {}) {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(dir, 'answers'),
    answers.map((a) => a.map((part) => part ?? '').join(' ')).join('\n') + '\n',
  );
  writeFileSync(
    path.join(bin, 'curl'),
    `#!/bin/bash
method=GET; origin=-; headers=; url=
while [ $# -gt 0 ]; do
  case "$1" in
    --request) method=$2; shift ;;
    --header) if [[ "$2" == Origin:* ]]; then origin=\${2#Origin: }; else echo "$2" >>"${dir}/headers.log"; fi; shift ;;
    --data) echo "$2" >>"${dir}/data.log"; shift ;;
    --dump-header) headers=$2; shift ;;
    --output|--write-out|--max-time) shift ;;
    -*) ;;
    *) url=$1 ;;
  esac
  shift
done
echo "$method $url $origin" >>"${dir}/calls.log"
# The first matching answer; used up when another matching one follows (answers in turn).
matching=$(grep -nF "$method $url $origin " "${dir}/answers" | cut -d: -f1)
line=$(head -1 <<<"$matching")
read -r _ _ _ code allowed < <(if [ -n "$line" ]; then sed -n "\${line}p" "${dir}/answers"; fi)
if [ "$(wc -l <<<"$matching")" -gt 1 ]; then sed -i "\${line}d" "${dir}/answers"; fi
if [ -z "$code" ]; then printf 000; exit 28; fi
if [ -n "$headers" ]; then
  printf 'HTTP/2 %s\\r\\n' "$code" >"$headers"
  if [ -n "$allowed" ]; then printf 'access-control-allow-origin: %s\\r\\n' "$allowed" >>"$headers"; fi
fi
printf %s "$code"
`,
  );
  chmodSync(path.join(bin, 'curl'), 0o755);
  const result = spawnSync('bash', [script, mode], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      RUNNER_TEMP: dir,
      NEXT_PUBLIC_SITE_URL: `${site}/`,
      NEXT_PUBLIC_SUPABASE_URL: supabase,
      ...env,
    },
  });
  const read = (name: string) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return '';
    }
  };
  const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error '));
  return {
    status: result.status,
    errors,
    calls: read('calls.log').trim().split('\n'),
    stderr: result.stderr,
    stdout: result.stdout,
    data: read('data.log').trim().split('\n').filter(Boolean),
    headers: read('headers.log'),
  };
}

const without = (method: string, url: string, origin = '-') =>
  healthy.filter(([m, u, o]) => !(m === method && u === url && o === origin));

/** After the upload, a failed check says the save is live and the form is not. */
const savedButFormDown = expect.stringMatching(
  /^::error title=The save is live, the contact form is not::The site was uploaded, so your change is on the site now, but a visitor cannot send the contact form/,
);

describe('the check after a deploy', () => {
  it('says, when the form fails after the upload, that the save is live and the form is not', () => {
    const run = check('deploy', [['GET', `${fn}/health`, '-', 503]]);
    expect(run.status).toBe(1);
    expect(run.errors.at(-1)).toEqual(savedButFormDown);
    // Only after a deploy: the daily watch uploads nothing.
    expect(check('daily', [['GET', `${fn}/health`, '-', 503]]).errors).not.toContainEqual(
      savedButFormDown,
    );
    expect(check('deploy', healthy).errors).toEqual([]);
  });

  it('passes when /health answers 200 and both addresses may post', () => {
    const run = check('deploy', healthy);
    expect([run.status, run.errors, run.stderr]).toEqual([0, [], '']);
    expect(run.calls).toEqual([
      `GET ${fn}/health -`,
      `OPTIONS ${fn} ${site}`,
      `OPTIONS ${fn} ${bare}`,
    ]);
  });

  it('asks for the www form too when the site is at the bare domain', () => {
    const run = check('deploy', healthy, { NEXT_PUBLIC_SITE_URL: bare });
    expect(run.status).toBe(0);
    expect(run.calls).toContain(`OPTIONS ${fn} ${site}`);
  });

  it('fails naming the bare address when only the www one may post, and says what to run', () => {
    const run = check('deploy', [...without('OPTIONS', fn, bare), ['OPTIONS', fn, bare, 403]]);
    expect(run.status).toBe(1);
    expect(run.errors).toHaveLength(2);
    expect(run.errors[0]).toMatch(
      /^::error title=The contact form refuses https%3A\/\/coquinacoastbuilders\.com::/,
    );
    expect(run.errors[0]).toContain('Run the Contact back end workflow');
  });

  it('fails when the preflight answers 204 but allows another origin', () => {
    const run = check('deploy', [
      ...without('OPTIONS', fn, site),
      ['OPTIONS', fn, site, 204, 'https://elsewhere.example.net'],
    ]);
    expect(run.status).toBe(1);
    expect(run.errors.join('\n')).toContain(`refuses ${site.replace(':', '%3A')}`);
  });

  it('tells a missing function apart: Run the Contact back end workflow', () => {
    const run = check('deploy', [['GET', `${fn}/health`, '-', 404]]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=The contact function is not deployed::.*Run the Contact back end workflow/,
      ),
      savedButFormDown,
    ]);
    expect(run.calls).toEqual([`GET ${fn}/health -`]);
  });

  it('tells a paused project apart (540): resume it in the Supabase dashboard, by either label', () => {
    const run = check('deploy', [['GET', `${fn}/health`, '-', 540]]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=The Supabase project is paused::.*Resume project.*Restore project/,
      ),
      savedButFormDown,
    ]);
  });

  it('says to check NEXT_PUBLIC_SUPABASE_URL when nothing answers there', () => {
    const run = check('deploy', []);
    expect(run.status).toBe(1);
    expect(run.errors[0]).toMatch(
      /^::error title=The contact function does not answer::.*NEXT_PUBLIC_SUPABASE_URL is https:\/\/<SUPABASE_PROJECT_REF>\.supabase\.co/,
    );
  });

  it('does not load the home page (the domain may not be attached yet)', () => {
    expect(check('deploy', healthy).calls).not.toContain(`GET ${site}/ -`);
  });

  it('refuses to run without the settings', () => {
    const run = check('deploy', healthy, { NEXT_PUBLIC_SUPABASE_URL: '' });
    expect(run.status).toBe(1);
    expect(run.errors[0]).toMatch(/^::error title=Missing setting::/);
    expect(run.calls).toEqual(['']);
  });
});

describe('the daily watch', () => {
  it('also loads the home page, and passes when everything answers', () => {
    const run = check('daily', healthy);
    expect([run.status, run.errors]).toEqual([0, []]);
    expect(run.calls).toContain(`GET ${site}/ -`);
  });

  it('fails when the site is down, whatever the function says', () => {
    const run = check('daily', [...without('GET', `${site}/`), ['GET', `${site}/`, '-', 522]]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(/^::error title=The site does not answer::.* answers 522/),
    ]);
  });

  it('fails when delivery has stalled (/health answers 503)', () => {
    const run = check('daily', [
      ...without('GET', `${fn}/health`),
      ['GET', `${fn}/health`, '-', 503],
    ]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(/^::error title=The contact form is stalled::/),
    ]);
  });

  it('fails when Supabase paused the project (540), and still checks the site', () => {
    const run = check('daily', [
      ['GET', `${fn}/health`, '-', 540],
      ['GET', `${site}/`, '-', 200],
    ]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([expect.stringMatching(/paused.*Restore/)]);
    expect(run.calls).toContain(`GET ${site}/ -`);
  });
});

describe('the header check (Header check workflow)', () => {
  const posts = (...codes: number[]): Answer[] => codes.map((code) => ['POST', fn, site, code]);

  it('passes when five posts are taken and the sixth answers 429, each with new forged addresses', () => {
    const run = check('headers', [...healthy, ...posts(200, 200, 200, 200, 200, 429)]);
    expect([run.status, run.errors]).toEqual([0, []]);
    expect(run.calls.filter((call) => call.startsWith('POST'))).toEqual(
      Array(6).fill(`POST ${fn} ${site}`),
    );
    // Each post forges all three headers anew: 203.0.113.1 … .6 and so on.
    for (const i of [1, 2, 3, 4, 5, 6]) {
      expect(run.headers).toContain(`X-Forwarded-For: 203.0.113.${i}\n`);
      expect(run.headers).toContain(`X-Real-IP: 198.51.100.${i}\n`);
      expect(run.headers).toContain(`CF-Connecting-IP: 192.0.2.${i}\n`);
    }
    expect(run.data.map((body) => JSON.parse(body))).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => ({
        name: 'Header check',
        email: 'header-check@example.com',
        message: expect.stringContaining(`Header check ${i} of 6`),
      })),
    );
    expect(run.stdout).toContain('The sixth post answered 429');
  });

  it("fails when all six are taken, as the developer's job: CONTACT_CLIENT_IP_HEADER, no terminal asked of the owner", () => {
    const run = check('headers', [...healthy, ...posts(200, 200, 200, 200, 200, 200)]);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^::error title=The rate limit trusts a forged header::.*The form still works.*the developer's job.*CONTACT_CLIENT_IP_HEADER.*CONTACT_RATE_LIMIT was set by hand/,
      ),
    ]);
    expect(run.errors[0]).not.toMatch(/supabase secrets|npx|terminal/i);
  });

  it('fails, saying to wait 10 minutes, when the limit was reached sooner', () => {
    const run = check('headers', [...healthy, ...posts(200, 200, 429)]);
    expect(run.status).toBe(1);
    expect(run.errors[0]).toMatch(
      /^::error title=The header check did not finish::.*10 minutes.*CONTACT_RATE_LIMIT was set by hand below 5/,
    );
  });

  it('posts nothing when the function is not up', () => {
    const run = check('headers', [['GET', `${fn}/health`, '-', 540]]);
    expect(run.status).toBe(1);
    expect(run.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});
