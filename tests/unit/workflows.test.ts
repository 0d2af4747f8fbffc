/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { actionlint } from '../../harness/unit/actionlint';
import { load } from 'js-yaml';

// The workflows as GitHub reads them (docs/deploying.md explains what each job does and why).
type Step = {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: object;
};
type Job = {
  if?: string;
  needs?: string | string[];
  uses?: string;
  secrets?: 'inherit' | Record<string, string>;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps?: Step[];
};
type Workflow = { on: unknown; permissions?: object; jobs: Record<string, Job> };

const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const workflows = Object.fromEntries(files.map((name) => [name, load(text(name)) as Workflow]));
const jobs = Object.entries(workflows).flatMap(([file, workflow]) =>
  Object.entries(workflow.jobs).map(([id, job]) => ({ file, id, job })),
);
const steps = jobs.flatMap(({ file, id, job }) =>
  (job.steps ?? []).map((step) => ({ where: `${file} ${id}`, step })),
);
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const versionOf = (name: string) =>
  packageJson.devDependencies[name] ?? packageJson.dependencies[name];

describe('the GitHub workflows', () => {
  it('are the CI workflow, the deploy it calls, the contact back end, the daily watch and the header check', () => {
    expect(files.sort()).toEqual([
      'ci.yml',
      'deploy-site.yml',
      'header-check.yml',
      'supabase.yml',
      'watch.yml',
    ]);
  });

  it.each(files)(
    '%s passes actionlint (rhysd/actionlint, compiled to WebAssembly)',
    async (name) => {
      const problems = await actionlint(text(name), path.join(dir, name));
      expect(
        problems.map((p) => `${name}:${p.line}:${p.column}: ${p.message} [${p.kind}]`),
      ).toEqual([]);
    },
  );

  it('actionlint finds a broken workflow, so the check above can fail', async () => {
    const broken = text('ci.yml').replace('needs: [changes, test]', 'needs: [changes, tests]');
    const problems = await actionlint(broken, '.github/workflows/ci.yml');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/job "tests" .*not found|tests/);
  });

  it('run the README test command on pull requests, code pushes, each night and by hand', () => {
    const ci = workflows['ci.yml']!;
    expect(Object.keys(ci.on as object).sort()).toEqual([
      'pull_request',
      'push',
      'schedule',
      'workflow_dispatch',
    ]);
    expect((ci.on as { schedule: { cron: string }[] }).schedule).toEqual([
      { cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) },
    ]);
    expect(ci.jobs.test?.steps?.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
  });

  it('skip the tests for a content-only save, and at night unless NIGHTLY_TESTS is on', () => {
    const { test } = workflows['ci.yml']!.jobs;
    expect([test?.needs].flat()).toEqual(['changes']);
    // `changes` runs for pushes to main only: skipped (pull requests, the nightly run, a branch),
    // its output is empty and the tests run; !cancelled() lets them run after a skipped `changes`.
    // At night only where the developer set the repository variable: off in the template, so
    // every job of the nightly run is skipped and no failure e-mail reaches the owner.
    expect(test?.if).toBe(
      "${{ !cancelled() && needs.changes.outputs.content_only != 'true' && (github.event_name != 'schedule' || vars.NIGHTLY_TESTS == 'true') }}",
    );
    // Nothing else runs at night: the deploys follow `changes`, a push to main's job only.
    for (const [id, job] of Object.entries(workflows['ci.yml']!.jobs).filter(
      ([id]) => id !== 'test',
    ))
      expect([id, job.if]).toEqual([
        id,
        expect.stringMatching(/github\.event_name == 'push'|needs\.changes\.outputs/),
      ]);
  });

  it('pin every action to a full commit SHA, with its version in a comment', () => {
    const uses = [...files.flatMap((name) => text(name).match(/uses: .*/g) ?? [])];
    const remote = uses.filter((line) => !line.startsWith('uses: ./'));
    expect(remote.length).toBeGreaterThan(0);
    for (const line of remote)
      expect(line).toMatch(/^uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('pin wrangler and the Supabase CLI to exact versions', () => {
    expect(versionOf('wrangler')).toMatch(/^\d+\.\d+\.\d+$/);
    const setupCli = steps.find(({ step }) => step.uses?.startsWith('supabase/setup-cli@'));
    expect(String(setupCli?.step.with?.version)).toMatch(/^\d+\.\d+\.\d+$/);
    const wranglerRuns = steps.filter(({ step }) => /\bwrangler\b/.test(step.run ?? ''));
    // npx runs the locked devDependency, never a download of whatever is latest.
    for (const { step } of wranglerRuns) expect(step.run).toMatch(/^npx wrangler /);
  });

  it('give the token no permission by default and each job only what it names', () => {
    for (const workflow of Object.values(workflows)) expect(workflow.permissions).toEqual({});
    for (const { file, id, job } of jobs) {
      expect([file, id, job.permissions]).toEqual([file, id, expect.any(Object)]);
      const granted = Object.entries(job.permissions!).filter(([, level]) => level !== 'read');
      expect([file, id, granted]).toEqual([file, id, []]);
    }
  });

  it('reach secrets only from jobs that run for a push to main, behind an environment', () => {
    const ci = workflows['ci.yml']!;
    expect(ci.jobs.changes?.if).toBe(
      "github.event_name == 'push' && github.ref == 'refs/heads/main'",
    );
    const usesSecrets = (job: Job) => JSON.stringify(job).includes('secrets.');
    for (const { file, id, job } of jobs.filter(({ job }) => usesSecrets(job))) {
      expect([file, id, Boolean(job.environment)]).toEqual([file, id, true]);
    }
    // Every job that deploys (or calls the deploy) waits for `changes`, which pull requests skip.
    const deploying = Object.entries(ci.jobs).filter(
      ([, job]) => usesSecrets(job) || job.uses?.includes('deploy-site'),
    );
    expect(deploying.map(([id]) => id).sort()).toEqual(['deploy-code', 'deploy-content']);
    for (const [, job] of deploying) expect([job.needs].flat()).toContain('changes');
    // A called workflow's job sees its environment's secrets only when the caller passes them on.
    for (const [id, job] of deploying) expect([id, job.secrets]).toEqual([id, 'inherit']);
    // Called by ci.yml, or by hand (the `production` environment admits main only).
    expect(workflows['deploy-site.yml']!.on).toEqual({
      workflow_call: null,
      workflow_dispatch: null,
    });
  });

  it('deploy code only after the whole test command, content without waiting for it', () => {
    const { jobs: ci } = workflows['ci.yml']!;
    expect([ci['deploy-code']?.needs].flat()).toEqual(['changes', 'test']);
    expect(ci['deploy-code']?.if).toBe("needs.changes.outputs.content_only == 'false'");
    expect([ci['deploy-content']?.needs].flat()).toEqual(['changes']);
    expect(ci['deploy-content']?.if).toBe("needs.changes.outputs.content_only == 'true'");
    // The contact back end is in its own workflow: nothing here waits for its approval.
    expect(ci.supabase).toBeUndefined();
    expect(JSON.stringify(ci)).not.toContain('supabase');
  });

  it('let a newer push cancel an unfinished deploy, and deploy only what was built and checked', () => {
    const { newest, deploy: job } = workflows['deploy-site.yml']!.jobs;
    // An older run never joins the group (it would cancel a newer deploy, then stop itself).
    expect(newest?.concurrency).toBeUndefined();
    expect(newest?.steps?.map((step) => step.run).filter(Boolean)).toEqual([
      'bash .github/scripts/still-newest.sh',
    ]);
    expect([job?.needs].flat()).toEqual(['newest']);
    expect(job?.if).toBe("needs.newest.outputs.newest == 'true'");
    const deploy = job!;
    expect(deploy.concurrency).toEqual({ group: 'deploy-site', 'cancel-in-progress': true });
    const runs = deploy.steps!.map((step) => step.run).filter(Boolean);
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run check:content',
      'npm run build',
      'npm run test:out',
      'npx wrangler deploy --dry-run',
      'bash .github/scripts/still-newest.sh',
      'npx wrangler deploy',
      'bash .github/scripts/check-live.sh deploy',
    ]);
    // The live check runs only after an upload, against the site's own settings.
    const live = deploy.steps!.find((step) =>
      step.run?.startsWith('bash .github/scripts/check-live'),
    );
    expect(live).toMatchObject({
      if: "steps.newest.outputs.newest == 'true'",
      env: {
        NEXT_PUBLIC_SITE_URL: '${{ vars.NEXT_PUBLIC_SITE_URL }}',
        NEXT_PUBLIC_SUPABASE_URL: '${{ vars.NEXT_PUBLIC_SUPABASE_URL }}',
      },
    });
  });

  it('watch the live site and contact form each day, and from a Run workflow button', () => {
    const watch = workflows['watch.yml']!;
    expect(watch.on).toEqual({
      schedule: [{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }],
      workflow_dispatch: null,
    });
    const runs = Object.values(watch.jobs).flatMap((job) => job.steps ?? []);
    expect(runs.map((step) => step.run).filter(Boolean)).toEqual([
      'bash .github/scripts/check-live.sh daily',
    ]);
    // It reads no secret: a failure e-mail needs neither Resend nor Supabase.
    expect(JSON.stringify(watch)).not.toContain('secrets.');
  });

  it('run the header check by hand only, against the live function the deploy names, with no secret', () => {
    const check = workflows['header-check.yml']!;
    expect(check.on).toEqual({ workflow_dispatch: null });
    const runs = Object.values(check.jobs).flatMap((job) => job.steps ?? []);
    expect(runs.filter((step) => step.run)).toEqual([
      {
        name: 'Six posts with forged client addresses',
        run: 'bash .github/scripts/check-live.sh headers',
        env: {
          NEXT_PUBLIC_SITE_URL: '${{ vars.NEXT_PUBLIC_SITE_URL }}',
          NEXT_PUBLIC_SUPABASE_URL: '${{ vars.NEXT_PUBLIC_SUPABASE_URL }}',
        },
      },
    ]);
    expect(JSON.stringify(check)).not.toContain('secrets.');
  });

  it('cache the converted image variants with the cache action', () => {
    const cache = steps.find(({ step }) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.step.with?.path).toBe('.cache/images');
  });

  it('pass the editor its repository and branch from the push', () => {
    const build = steps.find(({ step }) => step.run === 'npm run build')!.step;
    expect(build.env).toMatchObject({
      CMS_GITHUB_REPO: '${{ github.repository }}',
      CMS_GITHUB_BRANCH: '${{ github.ref_name }}',
      CMS_REQUIRE_REPO: 'true',
      NEXT_PUBLIC_SITE_URL: '${{ vars.NEXT_PUBLIC_SITE_URL }}',
      NEXT_PUBLIC_SUPABASE_URL: '${{ vars.NEXT_PUBLIC_SUPABASE_URL }}',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: '${{ vars.NEXT_PUBLIC_SUPABASE_ANON_KEY }}',
      SUPABASE_PROJECT_REF: '${{ vars.SUPABASE_PROJECT_REF }}',
      // The privacy page states the retention the function applies, from the same variable.
      CONTACT_RETENTION_DAYS: '${{ vars.CONTACT_RETENTION_DAYS }}',
    });
  });
});

/** Commands a step may start: the setup action that installs it, or the runner image's own. */
const installedBy: Record<string, string> = { supabase: 'supabase/setup-cli' };

function problemsOf(command: string, stepsBefore: Step[]) {
  const [program, ...args] = command.trim().split(/\s+/);
  if (program === 'npm' && args[0] === 'run') {
    return args[1]! in packageJson.scripts ? [] : [`no npm script "${args[1]}"`];
  }
  if (program === 'npm') return ['ci', 'install'].includes(args[0]!) ? [] : [`npm ${args[0]}?`];
  if (program === 'npx') {
    return versionOf(args[0]!) && existsSync(`node_modules/.bin/${args[0]}`)
      ? []
      : [`npx ${args[0]} is not a locked devDependency`];
  }
  if (program === 'bash') return existsSync(args[0]!) ? [] : [`no file ${args[0]}`];
  if (installedBy[program!]) {
    return stepsBefore.some((step) => step.uses?.startsWith(`${installedBy[program!]}@`))
      ? []
      : [`${program} is used before ${installedBy[program!]} installs it`];
  }
  try {
    execFileSync('sh', ['-c', `command -v ${program}`]);
    return [];
  } catch {
    return [`no command ${program}`];
  }
}

describe('every run: step', () => {
  it('calls an npm script in package.json or a command that exists', () => {
    const problems = jobs.flatMap(({ file, id, job }) =>
      (job.steps ?? []).flatMap((step, index) =>
        step.run
          ? problemsOf(step.run, job.steps!.slice(0, index)).map((p) => `${file} ${id}: ${p}`)
          : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('fails on a script that does not exist, a missing file or an unknown command', () => {
    expect(problemsOf('npm run test:nothing', [])).toEqual(['no npm script "test:nothing"']);
    expect(problemsOf('bash .github/scripts/nothing.sh', [])).toEqual([
      'no file .github/scripts/nothing.sh',
    ]);
    expect(problemsOf('supabase db push', [])).toHaveLength(1);
    expect(problemsOf('no-such-command --flag', [])).toEqual(['no command no-such-command']);
    expect(problemsOf('npx left-pad', [])).toHaveLength(1);
  });
});

describe("the guide's table of which workflow to run after a setting changed", () => {
  const guide = readFileSync('docs/deploying.md', 'utf8');
  const section = guide.slice(
    guide.indexOf('### When a setting changes: which workflow to run'),
    guide.indexOf('### 7. '),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').slice(1, 3));
  const byName: Record<string, string> = {
    'Contact back end': 'supabase.yml',
    'Deploy the site': 'deploy-site.yml',
  };

  it('names, for each setting, workflows that read it', () => {
    expect(rows.length).toBeGreaterThan(4);
    const wrong = rows.flatMap(([settings, run]) => {
      const names = [...settings!.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
      const named = [...run!.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => byName[m[1]!]);
      expect(named.length).toBeGreaterThan(0);
      return names.flatMap((name) =>
        named
          .filter((file) => !file || !new RegExp(`(vars|secrets)\\.${name}\\b`).test(text(file)))
          .map((file) => `${name} is not read by ${file}`),
      );
    });
    expect(wrong).toEqual([]);
  });

  it('lists every optional setting the setup removes when it is no longer set', () => {
    const script = readFileSync('.github/scripts/supabase-deploy.sh', 'utf8');
    const removed = /for name in ((?:CONTACT_\w+ ?)+); do\n\s+if \[ -z "\$\{!name:-\}" \] && is_set/
      .exec(script)![1]!
      .split(' ');
    const said = /\*\*Removing\*\* an optional setting \(([^)]+)\)/.exec(section)![1]!;
    expect([...said.matchAll(/`(\w+)`/g)].map((m) => m[1])).toEqual(removed);
  });
});
