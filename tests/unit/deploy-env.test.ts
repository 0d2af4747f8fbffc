/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { annotations, deployEnvProblems } from '@/pipeline/steps/deploy-env';
import { testEnv } from '@/harness/ports';

// The deploy build refuses a broken configuration (pipeline/steps/deploy-env.ts, docs/deploying.md); the
// test build, with its loopback endpoint and example.org address, is never refused.
const good = {
  CMS_REQUIRE_REPO: 'true',
  NEXT_PUBLIC_SITE_URL: 'https://www.coquinacoastbuilders.com',
  NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl',
};
const variablesOf = (env: Record<string, string | undefined>) =>
  deployEnvProblems(env).map((p) => p.variable);

describe('the deploy settings check', () => {
  it('is off for every build that is not a deploy build: the test build passes as it is', () => {
    expect(deployEnvProblems({ ...testEnv })).toEqual([]);
    expect(deployEnvProblems({})).toEqual([]);
    expect(deployEnvProblems({ ...testEnv, CMS_REQUIRE_REPO: 'false' })).toEqual([]);
  });

  it('passes a real configuration, with or without a trailing slash, and a publishable key', () => {
    expect(deployEnvProblems(good)).toEqual([]);
    expect(
      deployEnvProblems({
        ...good,
        NEXT_PUBLIC_SITE_URL: 'https://coquina-coast-website.acme.workers.dev/',
        NEXT_PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_Ab1-cD2_eF3',
      }),
    ).toEqual([]);
  });

  it('on a deploy build, refuses the test build settings, naming each variable', () => {
    expect(variablesOf({ ...testEnv, CMS_REQUIRE_REPO: 'true' })).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_SUPABASE_URL',
      'NEXT_PUBLIC_SUPABASE_ANON_KEY',
    ]);
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', undefined, /is not set/],
    ['NEXT_PUBLIC_SITE_URL', '  ', /is not set/],
    ['NEXT_PUBLIC_SITE_URL', 'http://www.coquinacoastbuilders.com', /https:\/\//],
    ['NEXT_PUBLIC_SITE_URL', 'https://www.coquinacoast.example.com', /example address/],
    ['NEXT_PUBLIC_SITE_URL', 'https://www.your-domain.com', /example address/],
    ['NEXT_PUBLIC_SITE_URL', 'www.coquinacoastbuilders.com', /not an address/],
    ['NEXT_PUBLIC_SITE_URL', 'https://www.coquinacoastbuilders.com/contact/', /bare origin/],
    ['NEXT_PUBLIC_SUPABASE_URL', undefined, /is not set/],
    ['NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321', /https:\/\//],
    ['NEXT_PUBLIC_SUPABASE_URL', 'https://127.0.0.1', /domain name/],
    ['NEXT_PUBLIC_SUPABASE_URL', 'https://<project ref>.supabase.co', /not an address|example/],
    ['NEXT_PUBLIC_SUPABASE_URL', 'https://project.supabase.test', /example address/],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', undefined, /is not set/],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'test-anon-key', /example value/],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', "the project's public anon key", /example value/],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'sb_secret_abc123', /does not look like/],
  ])('refuses %s = %j', (variable, value, message) => {
    const problems = deployEnvProblems({ ...good, [variable]: value });
    expect(problems.map((p) => p.variable)).toEqual([variable]);
    expect(problems[0]!.message).toMatch(message);
  });

  it('checks the Supabase address against SUPABASE_PROJECT_REF when both are set', () => {
    const ref = { ...good, SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' };
    expect(deployEnvProblems(ref)).toEqual([]);
    expect(
      deployEnvProblems({
        ...ref,
        NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co/',
      }),
    ).toEqual([]);
    const wrong = deployEnvProblems({
      ...ref,
      NEXT_PUBLIC_SUPABASE_URL: 'https://zyxwvutsrqponmlkjihg.supabase.co',
    });
    expect(wrong.map((p) => p.variable)).toEqual(['NEXT_PUBLIC_SUPABASE_URL']);
    expect(wrong[0]!.message).toContain(
      'set NEXT_PUBLIC_SUPABASE_URL to https://abcdefghijklmnopqrst.supabase.co',
    );
    // Off for the test build, like every other check here.
    expect(deployEnvProblems({ ...testEnv, SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' })).toEqual(
      [],
    );
  });

  it('writes one GitHub error annotation per problem, its title naming the variable', () => {
    const lines = annotations(deployEnvProblems({ ...good, NEXT_PUBLIC_SITE_URL: 'a,b:c%\n' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^::error title=Deploy setting NEXT_PUBLIC_SITE_URL::NEXT_PUBLIC_SITE_URL /,
    );
    // Nothing the variable holds can end the command or start a new one.
    expect(lines[0]!.split('::')).toHaveLength(3);
    expect(lines[0]).not.toContain('\n');
  });
});

describe('npm run build on a deploy build', () => {
  const run = (env: Record<string, string | undefined>) =>
    spawnSync('npx', ['tsx', 'pipeline/steps/deploy-env.ts'], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: undefined, CMS_REQUIRE_REPO: undefined, ...env },
    });

  it('starts with the check, so a broken deploy build stops before anything is built', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.scripts.build).toMatch(/^tsx pipeline\/steps\/deploy-env\.ts && /);
  });

  it('stops with exit 1 and an annotation on GitHub when a variable is missing', () => {
    const result = run({ ...good, NEXT_PUBLIC_SUPABASE_URL: undefined, GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^::error title=Deploy setting NEXT_PUBLIC_SUPABASE_URL::NEXT_PUBLIC_SUPABASE_URL is not set/m,
    );
    expect(result.stderr).toContain('deploy-env: NEXT_PUBLIC_SUPABASE_URL is not set');
  });

  it('goes on (exit 0, nothing printed) for the test build and a good deploy build', () => {
    for (const env of [{ ...testEnv }, good]) {
      const result = run({ ...env, GITHUB_ACTIONS: 'true' });
      expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
    }
  });
});
