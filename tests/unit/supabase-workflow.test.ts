/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { runWorkflowStep } from '../../harness/unit/workflow-step';

// The contact back end from GitHub alone (.github/workflows/supabase.yml, docs/deploying.md):
// the workflow's shape, and its two scripts run with stand-ins for `supabase`, `psql` and `gh`
// that record what they were asked, so what the owner's secrets go through is checked, not read.
type Step = { run?: string; if?: string; env?: Record<string, string>; with?: object };
type Job = {
  if?: string;
  needs?: string;
  environment?: string;
  steps: Step[];
  concurrency?: object;
};
const workflow = load(readFileSync('.github/workflows/supabase.yml', 'utf8')) as {
  on: Record<string, unknown>;
  'run-name': string;
  jobs: Record<string, Job>;
};
const deployScript = path.resolve('.github/scripts/supabase-deploy.sh');
const changedScript = path.resolve('.github/scripts/supabase-changed.sh');

describe('the contact back end workflow', () => {
  it('has a Run workflow button with a rotate-keys box, off unless ticked, and follows a passing CI run on main', () => {
    expect(workflow.on).toEqual({
      workflow_dispatch: {
        inputs: {
          'rotate-keys': { description: expect.any(String), type: 'boolean', default: false },
        },
      },
      workflow_run: { workflows: ['CI'], types: ['completed'], branches: ['main'] },
    });
    // The title names the commit deployed: supabase-changed.sh reads it from the last success.
    expect(workflow['run-name']).toBe(
      'Contact back end ${{ github.event.workflow_run.head_sha || github.sha }}',
    );
  });

  it("follows only a push to this repository whose CI passed, never a fork's pull request", () => {
    const gate = workflow.jobs.changed!.if!;
    for (const condition of [
      "github.event.workflow_run.conclusion == 'success'",
      "github.event.workflow_run.event == 'push'",
      'github.event.workflow_run.head_repository.full_name == github.repository',
    ])
      expect(gate).toContain(condition);
  });

  it('runs the setup by hand and the update after CI, behind the supabase environment', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.environment).toBe('supabase');
    expect(deploy.concurrency).toEqual({ group: 'deploy-supabase', 'cancel-in-progress': false });
    expect(deploy.if).toContain("github.event_name == 'workflow_dispatch'");
    expect(deploy.if).toContain("needs.changed.outputs.deploy == 'true'");
    const runs = deploy.steps.filter((step) => step.run);
    expect(runs.map((step) => [step.if, step.run])).toEqual([
      ["github.event_name == 'workflow_dispatch'", 'bash .github/scripts/supabase-deploy.sh setup'],
      ["github.event_name == 'workflow_run'", 'bash .github/scripts/supabase-deploy.sh update'],
    ]);
    // Every value the setup reads comes from the environment's secrets and variables.
    expect(Object.keys(runs[0]!.env!).sort()).toEqual([
      'CONTACT_DB_CA',
      'CONTACT_FROM',
      'CONTACT_RETENTION_DAYS',
      'CONTACT_TO',
      'CONTACT_WEBHOOK_URL',
      'RESEND_API_KEY',
      'ROTATE_KEYS',
      'SITE_URL',
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_DB_PASSWORD',
      'SUPABASE_POOLER_HOST',
      'SUPABASE_PROJECT_REF',
    ]);
    expect(runs[0]!.env).toMatchObject({
      CONTACT_DB_CA: '${{ secrets.CONTACT_DB_CA }}',
      ROTATE_KEYS: '${{ inputs.rotate-keys }}',
    });
    // The update reaches the database through the pooler too.
    expect(Object.keys(runs[1]!.env!).sort()).toEqual([
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_DB_PASSWORD',
      'SUPABASE_POOLER_HOST',
      'SUPABASE_PROJECT_REF',
    ]);
    expect(runs[0]!.env!.CONTACT_RETENTION_DAYS).toBe('${{ vars.CONTACT_RETENTION_DAYS }}');
  });
});

let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.resolve('.tmp', 'supabase-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in command that appends its arguments (and, for psql, its input) to calls.log. */
function standIn(name: string, extra = '') {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const file = path.join(bin, name);
  writeFileSync(file, `#!/bin/bash\necho "${name} $*" >>"${dir}/calls.log"\n${extra}\n`);
  chmodSync(file, 0o755);
}

const settings = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: 'sbp_owner-access-token-1234',
  SUPABASE_DB_PASSWORD: 'owner-db-password-5678',
  SUPABASE_POOLER_HOST: 'aws-0-us-east-1.pooler.supabase.com',
  RESEND_API_KEY: 're_owner-resend-key-9012',
  CONTACT_TO: 'office@coquinacoastbuilders.com',
  CONTACT_FROM: 'Coquina Coast website <website@coquinacoastbuilders.com>',
  SITE_URL: 'https://www.coquinacoastbuilders.com/',
};

/** A CA certificate of our own, as the owner downloads Supabase's (PEM, several lines). */
function selfSignedPem() {
  const key = path.join(dir, 'ca.key');
  return execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-subj',
      '/CN=Test CA',
      '-days',
      '1',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  ).trim();
}

/** None of the settings leaks in from the shell that runs the tests. */
const blank = Object.fromEntries(
  [
    ...Object.keys(settings),
    'CONTACT_WEBHOOK_URL',
    'CONTACT_RETENTION_DAYS',
    'CONTACT_DB_CA',
    'ROTATE_KEYS',
    'GITHUB_STEP_SUMMARY',
  ].map((k) => [k, '']),
);

/** The function's secrets on the stand-in project: names and values (the CLI lists names only). */
type Project = Record<string, string>;

function runDeploy(
  mode: string,
  env: Record<string, string | undefined> = settings,
  dbPush = 'true',
  secretsList = 'true',
  project: Project = {},
  curlAnswers: string[] = ['202'],
  /** The devices' names the database lists and drops on new keys; null: psql fails there. */
  devices: (string | null)[] | null = [],
) {
  // What `supabase secrets list --output json` prints: each secret's name and a digest of its value.
  writeFileSync(
    path.join(dir, 'secrets-list.json'),
    JSON.stringify(Object.keys(project).map((name) => ({ name, value: 'digest' }))),
  );
  writeFileSync(path.join(dir, 'curl.answers'), curlAnswers.join('\n') + '\n');
  writeFileSync(path.join(dir, 'devices.json'), JSON.stringify(devices));
  for (const name of [
    'calls.log',
    'psql.stdin',
    'secrets.env',
    'set.args',
    'unset.args',
    'summary.md',
    'curl.args',
    'curl.headers',
  ])
    rmSync(path.join(dir, name), { force: true });
  standIn(
    'supabase',
    [
      // The access token's check; the stand-in's answer is `secretsList`'s exit status.
      `if [ "$1 $2" = "secrets list" ]; then ${secretsList}; cat "${dir}/secrets-list.json"; fi`,
      // The env file, and any NAME=VALUE pairs after it, each ended by a NUL (a value may span lines).
      `if [ "$1 $2" = "secrets set" ]; then cp "$6" "${dir}/secrets.env"; shift 6; printf '%s\\0' "$@" >"${dir}/set.args"; fi`,
      `if [ "$1 $2" = "secrets unset" ]; then shift 2; printf '%s\\0' "$@" >"${dir}/unset.args"; fi`,
      // The password db push connects with: never on its command line, from PGPASSWORD.
      `if [ "$1 $2" = "db push" ]; then echo "$PGPASSWORD" >"${dir}/push.password"; ${dbPush}; fi`,
    ].join('\n'),
  );
  // Each run's input in turn; the statement that drops the devices prints their names as JSON.
  standIn(
    'psql',
    [
      `input=$(cat); printf '%s\\n' "$input" >>"${dir}/psql.stdin"`,
      `echo "PGPASSWORD=$PGPASSWORD" >>"${dir}/calls.log"`,
      `if [[ "$input" == *contact_push_device_drop* ]]; then`,
      `  if [ "$(cat "${dir}/devices.json")" = null ]; then echo "FATAL: connection refused" >&2; exit 2; fi`,
      `  jq -c . "${dir}/devices.json"`,
      'fi',
    ].join('\n'),
  );
  // The function's answer to each POST, in turn (the last one repeats); sleep waits for nothing.
  standIn(
    'curl',
    [
      `printf '%s\\0' "$@" >>"${dir}/curl.args"; printf '\\n' >>"${dir}/curl.args"`,
      // A header read from a file (--header @file), as curl reads it.
      `for arg in "$@"; do case "$arg" in @*) cat "\${arg#@}" >>"${dir}/curl.headers" ;; esac; done`,
      `answer=$(head -1 "${dir}/curl.answers")`,
      `if [ "$(wc -l <"${dir}/curl.answers")" -gt 1 ]; then sed -i 1d "${dir}/curl.answers"; fi`,
      'printf "%s" "$answer"',
    ].join('\n'),
  );
  standIn('sleep');
  const result = spawnSync('bash', [deployScript, mode], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: {
      ...process.env,
      ...blank,
      PATH: `${dir}/bin:${process.env.PATH}`,
      RUNNER_TEMP: dir,
      GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
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
  const pairs = (name: string) => read(name).split('\0').filter(Boolean);
  const secrets = read('secrets.env');
  const setArgs = pairs('set.args');
  const unsetArgs = pairs('unset.args');
  // The project after the run: the env file's single-quoted values (taken literally, across
  // lines, as the CLI's dotenv parser takes them) and the pairs, then what was unset.
  const after: Project = { ...project };
  if (secrets) {
    for (const [, name, value] of secrets.matchAll(/^(\w+)='([^']*)'$/gm)) after[name!] = value!;
    for (const pair of setArgs) {
      const at = pair.indexOf('=');
      after[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  for (const name of unsetArgs.filter((arg) => !arg.startsWith('-'))) delete after[name];
  return {
    ...result,
    calls: read('calls.log'),
    secrets,
    setArgs,
    unsetArgs,
    after,
    summary: read('summary.md'),
    posts: read('curl.args')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\0').filter(Boolean)),
    sleeps: read('calls.log').match(/^sleep /gm)?.length ?? 0,
    askHeaders: read('curl.headers'),
    psql: read('psql.stdin'),
    pushPassword: read('push.password').trim(),
  };
}

describe('supabase-deploy.sh setup', () => {
  it('pushes, runs setup.sql, sets the secrets and deploys, in that order', () => {
    const run = runDeploy('setup');
    expect(run.status).toBe(0);
    expect(
      run.calls
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ').slice(0, 3).join(' ')),
    ).toEqual([
      'supabase secrets list',
      'supabase db push',
      'psql -X -q',
      'PGPASSWORD=owner-db-password-5678',
      'supabase secrets set',
      'supabase functions deploy',
      // The alerts link, e-mailed by the function itself once it is deployed.
      'curl --silent --max-time',
    ]);
    expect(run.psql).toContain(readFileSync('supabase/setup.sql', 'utf8'));
    expect(run.psql).toMatch(/^\\set ref abcdefghijklmnopqrst$/m);
  });

  it('makes the role password and the retry and hash secrets, and stores each where it is needed', () => {
    const run = runDeploy('setup');
    const secret = (name: string) => new RegExp(`^${name}='([^']*)'$`, 'm').exec(run.secrets)?.[1];
    const retry = /^\\set retry_secret ([0-9a-f]{64})$/m.exec(run.psql)?.[1];
    const role = /^\\set role_password ([0-9a-f]{48})$/m.exec(run.psql)?.[1];
    expect(retry).toBeDefined();
    expect(secret('CONTACT_RETRY_SECRET')).toBe(retry);
    expect(secret('CONTACT_DB_URL')).toBe(
      `postgres://contact_function.abcdefghijklmnopqrst:${role}@aws-0-us-east-1.pooler.supabase.com:6543/postgres?sslmode=require`,
    );
    expect(secret('CONTACT_HASH_SECRET')).toMatch(/^[0-9a-f]{64}$/);
    expect(secret('CONTACT_HASH_SECRET')).not.toBe(retry);
    expect(secret('CONTACT_LINK_SECRET')).toMatch(/^[0-9a-f]{64}$/);
    // The phone alerts' VAPID pair: raw P-256 in base64url, the public key the private one's.
    const vapidPublic = Buffer.from(secret('CONTACT_VAPID_PUBLIC_KEY') ?? '', 'base64url');
    const vapidPrivate = Buffer.from(secret('CONTACT_VAPID_PRIVATE_KEY') ?? '', 'base64url');
    expect(vapidPrivate).toHaveLength(32);
    const pair = createECDH('prime256v1');
    pair.setPrivateKey(vapidPrivate);
    expect(vapidPublic.equals(pair.getPublicKey())).toBe(true);
    expect(secret('CONTACT_VAPID_SUBJECT')).toBe('https://www.coquinacoastbuilders.com');
    expect(secret('RESEND_API_KEY')).toBe(settings.RESEND_API_KEY);
    expect(run.after.CONTACT_FROM).toBe(settings.CONTACT_FROM);
    expect(secret('SITE_URL')).toBe('https://www.coquinacoastbuilders.com');
    // The www address and the bare domain (the one on the truck) may both post.
    expect(secret('ALLOWED_ORIGINS')).toBe(
      'https://www.coquinacoastbuilders.com,https://coquinacoastbuilders.com',
    );
    expect(secret('CONTACT_RETENTION_DAYS')).toBeUndefined();
    // A second run makes a new retry secret and role password.
    expect(runDeploy('setup').psql).not.toContain(retry);
  });

  it('prints no secret: each is masked first, none is on a command line or left in a file', () => {
    const run = runDeploy('setup');
    const output = run.stdout + run.stderr;
    const values = [
      settings.SUPABASE_DB_PASSWORD,
      settings.RESEND_API_KEY,
      ...[...run.psql.matchAll(/^\\set (?:retry_secret|role_password) (\w+)$/gm)].map((m) => m[1]!),
      /^CONTACT_HASH_SECRET='(\w+)'$/m.exec(run.secrets)![1]!,
    ];
    const unmasked = output.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    for (const value of values) {
      expect(output).toContain(`::add-mask::${value}`);
      expect(unmasked.join('\n')).not.toContain(value);
      expect(run.calls.replace(/^PGPASSWORD=.*$/m, '')).not.toContain(value);
    }
    expect(execFileSync('ls', [dir], { encoding: 'utf8' })).not.toMatch(/contact-secrets/);
  });

  it('allows the www form too when the site is set up at the bare domain', () => {
    const run = runDeploy('setup', { ...settings, SITE_URL: 'https://coquinacoastbuilders.com' });
    expect(run.secrets).toMatch(
      /^ALLOWED_ORIGINS='https:\/\/coquinacoastbuilders\.com,https:\/\/www\.coquinacoastbuilders\.com'$/m,
    );
  });

  it('gives the function CONTACT_RETENTION_DAYS when the repository variable is set', () => {
    const run = runDeploy('setup', { ...settings, CONTACT_RETENTION_DAYS: '365' });
    expect(run.secrets).toMatch(/^CONTACT_RETENTION_DAYS='365'$/m);
  });

  it('reaches the database only through the pooler host, never with supabase link', () => {
    const run = runDeploy('setup');
    expect(run.calls).not.toMatch(/^supabase link/m);
    expect(run.calls).toMatch(
      /^supabase db push --db-url postgresql:\/\/postgres\.abcdefghijklmnopqrst@aws-0-us-east-1\.pooler\.supabase\.com:5432\/postgres\?sslmode=require$/m,
    );
    expect(run.pushPassword).toBe(settings.SUPABASE_DB_PASSWORD);
    expect(readFileSync(deployScript, 'utf8')).not.toMatch(/^\s*supabase link/m);
  });

  it('says in plain words when the runner cannot reach the database, and stops', () => {
    const run = runDeploy(
      'setup',
      settings,
      'echo "dial tcp [2600:1f18::1]:5432: connect: network is unreachable" >&2; exit 1',
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(
      /^::error title=The database could not be reached::.*could not reach the database.*SUPABASE_POOLER_HOST/m,
    );
    expect(run.calls).not.toContain('functions deploy');
  });

  it('names each missing setting in an annotation, with the step that makes it, and runs nothing', () => {
    const run = runDeploy('setup', { ...settings, RESEND_API_KEY: '', CONTACT_TO: undefined });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=Missing setting RESEND_API_KEY::the secret RESEND_API_KEY is not set in the supabase environment \(docs\/deploying\.md, step 5\)$/m,
    );
    expect(run.stdout).toMatch(
      /^::error title=Missing setting CONTACT_TO::the repository variable CONTACT_TO is not set/m,
    );
    expect(run.calls).toBe('');
  });

  it('names the site address by the variable the reader set, NEXT_PUBLIC_SITE_URL', () => {
    const run = runDeploy('setup', { ...settings, SITE_URL: '' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=Missing setting NEXT_PUBLIC_SITE_URL::the repository variable NEXT_PUBLIC_SITE_URL is not set/m,
    );
    expect(run.stdout).not.toContain('SITE_URL is not set in');
  });

  it('checks the access token before it changes anything, and says so when it is refused', () => {
    const run = runDeploy('setup', settings, 'true', 'echo "Unauthorized" >&2; exit 1');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=SUPABASE_ACCESS_TOKEN refused::.*Nothing was changed\.$/m,
    );
    // Only the check ran: no migration, no new role password, no secrets, no function.
    expect(run.calls.trim().split('\n')).toEqual([
      'supabase secrets list --project-ref abcdefghijklmnopqrst --output json',
    ]);
    expect(run.psql).toBe('');
  });

  it('refuses a value that would break out of its quotes in the secrets file', () => {
    const run = runDeploy('setup', { ...settings, CONTACT_TO: "o'brien@example.com" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error title=CONTACT_TO::/m);
    // Refused before anything changes: no migration, no new role password, no secrets.
    expect(run.calls).toBe('');
    expect(run.psql).toBe('');
  });

  it.each([
    "Joe's Concrete <leads@example.com>",
    '"Smith, Joe" <leads@example.com>',
    'leads@example.com',
  ])('gives the function CONTACT_FROM %s exactly as written', (from) => {
    const run = runDeploy('setup', { ...settings, CONTACT_FROM: from });
    expect(run.status).toBe(0);
    expect(run.after.CONTACT_FROM).toBe(from);
    // On the command line as one NAME=VALUE word, which the CLI takes literally, never in the
    // file, whose single quotes could not hold the apostrophe.
    expect(run.setArgs).toContain(`CONTACT_FROM=${from}`);
    expect(run.secrets).not.toContain('CONTACT_FROM');
  });

  it('refuses a CONTACT_FROM that is not a name and an address, before anything changes', () => {
    // The last: an address the function's own check (config.ts) refuses at start.
    for (const from of [
      "Joe's Concrete",
      'Joe <leads@example.com> and more',
      'Joe <"leads"@example.com>',
    ]) {
      const run = runDeploy('setup', { ...settings, CONTACT_FROM: from });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(
        /^::error title=CONTACT_FROM::CONTACT_FROM must be a name and an address/m,
      );
      expect(run.calls).toBe('');
    }
  });
});

describe('supabase-deploy.sh setup, run again', () => {
  const kept = [
    'CONTACT_VAPID_PUBLIC_KEY',
    'CONTACT_VAPID_PRIVATE_KEY',
    'CONTACT_LINK_SECRET',
    'CONTACT_HASH_SECRET',
  ];

  it('run twice with the same settings writes the same VAPID keys and link secret (none the second time)', () => {
    const first = runDeploy('setup');
    expect(first.status).toBe(0);
    for (const name of kept) expect([name, first.after[name]]).toEqual([name, expect.any(String)]);
    expect(first.summary).toContain('Phone-alert keys made (the first setup)');

    const second = runDeploy('setup', settings, 'true', 'true', first.after);
    expect(second.status).toBe(0);
    // The second run wrote none of them: the phones' subscriptions and the links signed before
    // it (a lead e-mail's "called back") stay valid.
    for (const name of kept) {
      expect([name, second.secrets]).not.toEqual([name, expect.stringContaining(`${name}=`)]);
      expect([name, second.after[name]]).toEqual([name, first.after[name]]);
    }
    // What is made each time still is, and still matches where it is stored twice.
    const retry = /^\\set retry_secret (\w+)$/m.exec(second.psql)![1];
    expect(second.after.CONTACT_RETRY_SECRET).toBe(retry);
    expect(second.after.CONTACT_RETRY_SECRET).not.toBe(first.after.CONTACT_RETRY_SECRET);
    expect(second.summary).toContain(
      'Phone-alert keys kept: every phone that had alerts keeps them.',
    );
    expect(second.summary).toContain('Link secret kept');
    expect(second.summary).not.toContain('turn');
  });

  it('makes new keys when rotate-keys asks, drops the phones of the old ones and names them in the summary', () => {
    const first = runDeploy('setup');
    expect(first.psql).not.toContain('contact_push_device_drop');
    const rotated = runDeploy(
      'setup',
      { ...settings, ROTATE_KEYS: 'true' },
      'true',
      'true',
      first.after,
      ['202'],
      ['Chrome on Android', null, "Joe's *phone* <b>x</b> [a](b)"],
    );
    expect(rotated.status).toBe(0);
    for (const name of kept)
      expect([name, rotated.after[name]]).not.toEqual([name, first.after[name]]);
    const pair = createECDH('prime256v1');
    pair.setPrivateKey(Buffer.from(rotated.after.CONTACT_VAPID_PRIVATE_KEY!, 'base64url'));
    expect(pair.getPublicKey('base64url')).toBe(rotated.after.CONTACT_VAPID_PUBLIC_KEY);
    // Every subscribed device dropped as the function drops a removed one (so the weekly report
    // names it), through the migration's functions, as the owner, once the new keys are set.
    expect(rotated.psql).toContain(
      "from public.contact_push_weekly_devices(now(), now()) d where d.kind = 'device' and public.contact_push_device_drop('id', d.device_id, 'removed')",
    );
    const calls = rotated.calls.split('\n');
    const drop = calls.lastIndexOf('PGPASSWORD=owner-db-password-5678');
    expect(drop).toBeGreaterThan(
      calls.findIndex((line) => line.startsWith('supabase secrets set')),
    );
    expect(drop).toBeLessThan(
      calls.findIndex((line) => line.startsWith('supabase functions deploy')),
    );
    // Named, each as plain text in Markdown (a name is the browser's, not ours).
    expect(rotated.summary).toContain(
      "- **New phone-alert keys.** These phones no longer get alerts and were removed from the device list: Chrome on Android, Unnamed device, Joe\\'s \\*phone\\* \\<b\\>x\\<\\/b\\> \\[a\\]\\(b\\). Each must turn alerts on again with an alerts link: the one e-mailed to office@coquinacoastbuilders.com at the end of this run serves one phone; once that phone has alerts again, a tap on **Add another phone** on its alerts page e-mails a link for each other phone.",
    );
    expect(rotated.summary).toContain('New link secret.');
    expect(rotated.summary).toContain(
      "**New hash secret.** Senders' addresses are hashed afresh, so the rate limits (messages, photos, page counts per sender) start again from zero",
    );
    // Unticked (the input's default, false), nothing is rotated and no device dropped.
    const again = runDeploy(
      'setup',
      { ...settings, ROTATE_KEYS: 'false' },
      'true',
      'true',
      rotated.after,
      ['202'],
      ['Chrome on Android'],
    );
    for (const name of kept) expect([name, again.after[name]]).toEqual([name, rotated.after[name]]);
    expect(again.psql).not.toContain('contact_push_device_drop');
    expect(again.summary).not.toContain('hash secret');
  });

  it('on new keys with no phone subscribed, says none has to turn alerts on again', () => {
    const first = runDeploy('setup');
    const run = runDeploy(
      'setup',
      { ...settings, ROTATE_KEYS: 'true' },
      'true',
      'true',
      first.after,
    );
    expect(run.summary).toContain(
      'New phone-alert keys: no phone had alerts, so none has to turn them on again.',
    );
  });

  it('when the phones cannot be read, still finishes and says every phone must turn alerts on again', () => {
    const first = runDeploy('setup');
    const run = runDeploy(
      'setup',
      { ...settings, ROTATE_KEYS: 'true' },
      'true',
      'true',
      first.after,
      ['202'],
      null,
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^::warning title=Phones not listed::/m);
    expect(run.summary).toContain(
      'Every phone that had alerts stops getting them until it turns them on again with an alerts link (the list of phones could not be read).',
    );
    expect(run.calls).toContain('supabase functions deploy');
  });

  it('makes a new pair when only one half of it is set', () => {
    const first = runDeploy('setup');
    const { CONTACT_VAPID_PRIVATE_KEY: _gone, ...half } = first.after;
    const run = runDeploy('setup', settings, 'true', 'true', half);
    expect(run.after.CONTACT_VAPID_PUBLIC_KEY).not.toBe(first.after.CONTACT_VAPID_PUBLIC_KEY);
    expect(Buffer.from(run.after.CONTACT_VAPID_PRIVATE_KEY!, 'base64url')).toHaveLength(32);
    expect(run.after.CONTACT_LINK_SECRET).toBe(first.after.CONTACT_LINK_SECRET);
  });

  it("unsets an optional setting the owner removed, and only the function's own optional ones", () => {
    const ca = selfSignedPem();
    const first = runDeploy('setup', {
      ...settings,
      CONTACT_WEBHOOK_URL: 'https://hooks.example.com/services/T0/B0/x',
      CONTACT_RETENTION_DAYS: '365',
      CONTACT_DB_CA: ca,
    });
    expect(first.after).toMatchObject({ CONTACT_RETENTION_DAYS: '365', CONTACT_DB_CA: ca });
    expect(first.unsetArgs).toEqual([]);
    // Set by hand (docs/contact-function.md): not the setup's to remove.
    const project = { ...first.after, CONTACT_RATE_LIMIT: '10/600' };
    const run = runDeploy('setup', settings, 'true', 'true', project);
    expect(run.status).toBe(0);
    expect(run.unsetArgs).toEqual([
      '--project-ref',
      'abcdefghijklmnopqrst',
      '--yes',
      'CONTACT_WEBHOOK_URL',
      'CONTACT_RETENTION_DAYS',
      'CONTACT_DB_CA',
    ]);
    expect(Object.keys(run.after)).not.toEqual(
      expect.arrayContaining(['CONTACT_WEBHOOK_URL', 'CONTACT_RETENTION_DAYS', 'CONTACT_DB_CA']),
    );
    expect(run.after.CONTACT_RATE_LIMIT).toBe('10/600');
    expect(run.after.CONTACT_LINK_SECRET).toBe(first.after.CONTACT_LINK_SECRET);
    expect(run.summary).toContain(
      'Removed from the function (no longer set here): CONTACT_WEBHOOK_URL CONTACT_RETENTION_DAYS CONTACT_DB_CA.',
    );
    // Before the function is deployed with the new settings.
    expect(run.calls.indexOf('supabase secrets unset')).toBeLessThan(
      run.calls.indexOf('supabase functions deploy'),
    );
  });
});

describe('supabase-deploy.sh setup, the database certificate', () => {
  it('gives the function CONTACT_DB_CA, every line of it', () => {
    const ca = selfSignedPem();
    const run = runDeploy('setup', { ...settings, CONTACT_DB_CA: ca });
    expect(run.status).toBe(0);
    expect(run.after.CONTACT_DB_CA).toBe(ca);
    expect(ca.split('\n').length).toBeGreaterThan(5);
  });

  it('refuses a CONTACT_DB_CA that is not a certificate, before anything changes', () => {
    const run = runDeploy('setup', { ...settings, CONTACT_DB_CA: 'prod-ca-2021.crt' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error title=CONTACT_DB_CA::/m);
    expect(run.calls).toBe('');
  });
});

describe('supabase-deploy.sh setup, the alerts link', () => {
  const alertsLink =
    'https://abcdefghijklmnopqrst.supabase.co/functions/v1/send-contact-email/owner/alerts-link';

  it('asks the function, once deployed, to e-mail the alerts link to CONTACT_TO', () => {
    const run = runDeploy('setup');
    expect(run.status).toBe(0);
    expect(run.posts).toHaveLength(1);
    const post = run.posts[0]!;
    expect(post.at(-1)).toBe(alertsLink);
    expect(post.join(' ')).toContain('--request POST');
    expect(post.join(' ')).toContain('--data {}');
    expect(post.join(' ')).toContain('--header Content-Type: application/json');
    expect(post.join(' ')).toContain('--header Origin: https://www.coquinacoastbuilders.com');
    // The setup's own ask carries this run's retry secret, read from a file it then deletes:
    // never on the command line.
    const retry = run.after.CONTACT_RETRY_SECRET!;
    expect(run.askHeaders).toBe(`x-retry-secret: ${retry}\n`);
    expect(post.join(' ')).not.toContain(retry);
    expect(post).toContainEqual(expect.stringMatching(/^@/));
    expect(execFileSync('ls', [dir], { encoding: 'utf8' })).not.toMatch(/alerts-headers/);
    expect(run.summary).toContain(
      `The alerts link was e-mailed to ${settings.CONTACT_TO}, in an e-mail of its own`,
    );
    expect(run.calls.indexOf('supabase functions deploy')).toBeLessThan(run.calls.indexOf('curl '));
  });

  it("waits for the new deployment, with this run's secrets, to answer, then asks once", () => {
    const run = runDeploy('setup', settings, 'true', 'true', {}, ['404', '000', '401', '202']);
    expect(run.status).toBe(0);
    expect(run.posts).toHaveLength(4);
    expect(run.sleeps).toBe(3);
    expect(run.summary).toContain('The alerts link was e-mailed');
  });

  it('says so in a warning when no link went out, and the setup still succeeds', () => {
    const full = runDeploy('setup', settings, 'true', 'true', {}, ['429']);
    expect(full.status).toBe(0);
    expect(full.posts).toHaveLength(1);
    expect(full.stdout).toMatch(
      /^::warning title=No alerts link e-mailed::Three alerts links were asked for in the last 24 hours/m,
    );
    expect(full.summary).toContain(
      'No alerts link e-mailed: three were asked for in the last 24 hours.',
    );
    // Nothing answered at all, six times in a minute: the setup is done all the same.
    const silent = runDeploy('setup', settings, 'true', 'true', {}, ['000']);
    expect(silent.status).toBe(0);
    expect(silent.posts).toHaveLength(6);
    expect(silent.summary).toContain('No alerts link e-mailed: the function answered 000.');
    const down = runDeploy('setup', settings, 'true', 'true', {}, ['500', '202']);
    expect(down.status).toBe(0);
    expect(down.posts).toHaveLength(1);
    expect(down.stdout).toMatch(
      /^::warning title=No alerts link e-mailed::.*answered 500, not 202/m,
    );
    expect(down.summary).toContain('No alerts link e-mailed: the function answered 500.');
  });

  it('asks once when the function could not send the e-mail (502): asking again would use up the day', () => {
    const run = runDeploy('setup', settings, 'true', 'true', {}, ['502', '202']);
    expect(run.status).toBe(0);
    expect(run.posts).toHaveLength(1);
    expect(run.sleeps).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning title=No alerts link e-mailed::The function could not send the e-mail: check the Resend domain is verified and CONTACT_FROM is at it/m,
    );
    expect(run.summary).toContain(
      '- No alerts link e-mailed: the function could not send the e-mail: check the Resend domain is verified and CONTACT_FROM is at it.',
    );
  });
});

describe('supabase-deploy.sh update', () => {
  const only = {
    SUPABASE_PROJECT_REF: settings.SUPABASE_PROJECT_REF,
    SUPABASE_ACCESS_TOKEN: settings.SUPABASE_ACCESS_TOKEN,
    SUPABASE_DB_PASSWORD: settings.SUPABASE_DB_PASSWORD,
    SUPABASE_POOLER_HOST: settings.SUPABASE_POOLER_HOST,
  };

  it('pushes the migrations through the pooler and deploys the function, nothing else', () => {
    const run = runDeploy('update', only);
    expect(run.status).toBe(0);
    expect(run.calls.trim().split('\n')).toEqual([
      'supabase secrets list --project-ref abcdefghijklmnopqrst --output json',
      'supabase db push --db-url postgresql://postgres.abcdefghijklmnopqrst@aws-0-us-east-1.pooler.supabase.com:5432/postgres?sslmode=require',
      'supabase functions deploy send-contact-email --project-ref abcdefghijklmnopqrst',
    ]);
    expect(run.pushPassword).toBe(settings.SUPABASE_DB_PASSWORD);
    // The keys and the alerts link are the setup's alone.
    expect(run.posts).toEqual([]);
    expect(run.summary).toBe('');
  });

  it('needs the pooler host', () => {
    const run = runDeploy('update', { ...only, SUPABASE_POOLER_HOST: '' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error title=Missing setting SUPABASE_POOLER_HOST::/m);
    expect(run.calls).toBe('');
  });

  it('refuses a project ref that is not one', () => {
    const run = runDeploy('update', { ...settings, SUPABASE_PROJECT_REF: '<project ref>' });
    expect(run.status).toBe(1);
    expect(run.calls).toBe('');
  });
});

describe('supabase-changed.sh', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  function commit(file: string) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), String(Math.random()));
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', file);
    return git('rev-parse', 'HEAD');
  }
  /** The script for HEAD, with `gh` listing the titles of the successful runs, newest first. */
  function changed(titles: string[]) {
    const { stderr, output } = runWorkflowStep({
      script: changedScript,
      cwd: repo,
      bin: path.join(dir, 'bin'),
      ghAnswer: titles.map((displayTitle) => ({ displayTitle })),
      env: { HEAD_SHA: git('rev-parse', 'HEAD') },
    });
    expect(stderr).toBe('');
    return output;
  }
  beforeEach(() => {
    repo = path.join(dir, 'repo');
    mkdirSync(repo);
    git('init', '-q');
  });

  it('deploys when nothing was deployed yet', () => {
    commit('content/a.json');
    expect(changed([])).toBe('deploy=true');
  });

  it('deploys when supabase/ changed since the commit of the last successful run', () => {
    const deployed = commit('supabase/functions/a.ts');
    commit('supabase/migrations/2.sql');
    commit('content/a.json');
    expect(changed([`Contact back end ${deployed}`])).toBe('deploy=true');
  });

  it('does nothing when only the rest changed since then', () => {
    commit('supabase/functions/a.ts');
    const deployed = commit('lib/a.ts');
    commit('content/a.json');
    expect(changed([`Contact back end ${deployed}`, 'Contact back end 0123'])).toBe('deploy=false');
  });
});
