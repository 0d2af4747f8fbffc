/**
 * The deploy build's settings, checked before anything is built. A production build (the deploy
 * workflow sets CMS_REQUIRE_REPO=true, the same switch pipeline/cms-config.ts reads) stops with a GitHub
 * annotation naming the variable when NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_SUPABASE_URL or
 * NEXT_PUBLIC_SUPABASE_ANON_KEY is missing, not https, or still an example address: otherwise the
 * pages would name www.coquinacoast.example.com and the form would post to the site itself.
 * When SUPABASE_PROJECT_REF is set too, NEXT_PUBLIC_SUPABASE_URL must be that project's address,
 * https://<ref>.supabase.co: a well-formed but wrong one would deploy a form that posts nowhere.
 * Every other build (the test build uses http://127.0.0.1 and an example.org address) is left alone.
 * docs/deploying.md says where each value comes from.
 */
import { pathToFileURL } from 'node:url';

type Env = Record<string, string | undefined>;
export type Problem = { variable: string; message: string };

export const deployVariables = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
] as const;

/** Host names reserved for documentation and tests (RFC 2606, RFC 6761): never a live site. */
const reservedHost = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;
/** What a value copied from a guide still looks like. */
const placeholder = /[<>{}\s]|your[-_]|project[-_ ]ref|changeme/i;

function addressProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not an address: "${value}"`;
  }
  if (url.protocol !== 'https:') return `must start with https:// (it is "${value}")`;
  if (reservedHost.test(url.hostname) || placeholder.test(decodeURIComponent(value)))
    return `is still an example address ("${value}"): set the real one`;
  if (/^[\d.]+$|^\[/.test(url.hostname)) return `must be a domain name, not "${url.hostname}"`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `must be the bare origin, like https://${url.host} (it is "${value}")`;
  return undefined;
}

function keyProblem(value: string): string | undefined {
  if (placeholder.test(value) || /example|test-anon-key/i.test(value))
    return 'is still an example value: copy the anon key from Supabase (Project Settings, API Keys)';
  // A legacy anon key is a JWT (three base64url parts); a newer publishable key starts sb_publishable_.
  if (!/^(eyJ[\w-]+\.[\w-]+\.[\w-]+|sb_publishable_[\w-]+)$/.test(value))
    return 'does not look like a Supabase anon key (eyJ…) or publishable key (sb_publishable_…)';
  return undefined;
}

/** The problems of a deploy build's settings; none unless CMS_REQUIRE_REPO=true. */
export function deployEnvProblems(env: Env = process.env): Problem[] {
  if (env.CMS_REQUIRE_REPO !== 'true') return [];
  const problems: Problem[] = [];
  for (const variable of deployVariables) {
    const value = env[variable]?.trim();
    const message = !value
      ? 'is not set: add it under Settings, Secrets and variables, Actions, Variables'
      : variable === 'NEXT_PUBLIC_SUPABASE_ANON_KEY'
        ? keyProblem(value)
        : addressProblem(value.replace(/\/+$/, '') + '/');
    if (message) problems.push({ variable, message });
  }
  const ref = env.SUPABASE_PROJECT_REF?.trim();
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const projectUrl = `https://${ref}.supabase.co`;
  if (
    ref &&
    supabaseUrl &&
    !problems.some((p) => p.variable === 'NEXT_PUBLIC_SUPABASE_URL') &&
    supabaseUrl !== projectUrl
  )
    problems.push({
      variable: 'NEXT_PUBLIC_SUPABASE_URL',
      message: `is "${supabaseUrl}", but SUPABASE_PROJECT_REF names the project at ${projectUrl}: set NEXT_PUBLIC_SUPABASE_URL to ${projectUrl} (or correct SUPABASE_PROJECT_REF)`,
    });
  return problems;
}

/** One GitHub workflow command per problem (`::error title=...::`), escaped as GitHub expects. */
export function annotations(problems: Problem[]): string[] {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return problems.map(
    ({ variable, message }) =>
      `::error title=${property(`Deploy setting ${variable}`)}::${data(`${variable} ${message}`)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = deployEnvProblems();
  if (problems.length) {
    // GitHub reads workflow commands from the step's output; elsewhere, plain lines.
    if (process.env.GITHUB_ACTIONS === 'true')
      for (const line of annotations(problems)) console.log(line);
    for (const p of problems) console.error(`deploy-env: ${p.variable} ${p.message}`);
    process.exit(1);
  }
}
