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
  it('has a Run workflow button, and follows a passing CI run on main', () => {
    expect(workflow.on).toEqual({
      workflow_dispatch: null,
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
      'CONTACT_FROM',
      'CONTACT_RETENTION_DAYS',
      'CONTACT_TO',
      'CONTACT_WEBHOOK_URL',
      'RESEND_API_KEY',
      'SITE_URL',
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_DB_PASSWORD',
      'SUPABASE_POOLER_HOST',
      'SUPABASE_PROJECT_REF',
    ]);
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

/** None of the settings leaks in from the shell that runs the tests. */
const blank = Object.fromEntries(
  [...Object.keys(settings), 'CONTACT_WEBHOOK_URL'].map((k) => [k, '']),
);

function runDeploy(
  mode: string,
  env: Record<string, string | undefined> = settings,
  dbPush = 'true',
  secretsList = 'true',
) {
  standIn(
    'supabase',
    [
      // The access token's check; the stand-in's answer is `secretsList`'s exit status.
      `if [ "$1 $2" = "secrets list" ]; then ${secretsList}; fi`,
      `if [ "$1 $2" = "secrets set" ]; then cp "$6" "${dir}/secrets.env"; fi`,
      // The password db push connects with: never on its command line, from PGPASSWORD.
      `if [ "$1 $2" = "db push" ]; then echo "$PGPASSWORD" >"${dir}/push.password"; ${dbPush}; fi`,
    ].join('\n'),
  );
  standIn('psql', `cat >"${dir}/psql.stdin"; echo "PGPASSWORD=$PGPASSWORD" >>"${dir}/calls.log"`);
  const result = spawnSync('bash', [deployScript, mode], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: {
      ...process.env,
      ...blank,
      PATH: `${dir}/bin:${process.env.PATH}`,
      RUNNER_TEMP: dir,
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
  return {
    ...result,
    calls: read('calls.log'),
    secrets: read('secrets.env'),
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
    expect(secret('CONTACT_FROM')).toBe(settings.CONTACT_FROM);
    expect(secret('SITE_URL')).toBe('https://www.coquinacoastbuilders.com');
    // The www address and the bare domain (the one on the truck) may both post.
    expect(secret('ALLOWED_ORIGINS')).toBe(
      'https://www.coquinacoastbuilders.com,https://coquinacoastbuilders.com',
    );
    expect(secret('CONTACT_RETENTION_DAYS')).toBeUndefined();
    // A second run makes new ones.
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
      'supabase secrets list --project-ref abcdefghijklmnopqrst',
    ]);
    expect(run.psql).toBe('');
  });

  it('refuses a value that would break out of its quotes in the secrets file', () => {
    const run = runDeploy('setup', { ...settings, CONTACT_FROM: "O'Brien <a@b.com>" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error title=CONTACT_FROM::/m);
    // Refused before anything changes: no migration, no new role password, no secrets.
    expect(run.calls).toBe('');
    expect(run.psql).toBe('');
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
      'supabase secrets list --project-ref abcdefghijklmnopqrst',
      'supabase db push --db-url postgresql://postgres.abcdefghijklmnopqrst@aws-0-us-east-1.pooler.supabase.com:5432/postgres?sslmode=require',
      'supabase functions deploy send-contact-email --project-ref abcdefghijklmnopqrst',
    ]);
    expect(run.pushPassword).toBe(settings.SUPABASE_DB_PASSWORD);
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
