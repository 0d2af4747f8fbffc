/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** The files a fresh clone has (tracked, or new and not ignored); null where git is missing. */
function cloneFiles(): Set<string> | null {
  try {
    const list = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(list.split('\n').filter(Boolean));
  } catch {
    return null;
  }
}
const inClone = cloneFiles();

/** On disk, and not a build output (out/, .generated/...) that a fresh clone would lack. */
function exists(relative: string) {
  if (!existsSync(path.join(root, relative))) return false;
  if (!inClone || relative === '') return true;
  return inClone.has(relative) || [...inClone].some((file) => file.startsWith(`${relative}/`));
}

/** Markdown without fenced code blocks, whose lines are neither headings nor links. */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');

/** Markdown without fences or code spans: brackets in code are not links. */
const withoutCode = (markdown: string) => withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '');

/** GitHub's anchors: each heading lower-cased, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string) {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const text = withoutFences(markdown);
  for (const [, heading = ''] of text.matchAll(/^#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const base = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  for (const [, id = ''] of markdown.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) result.add(id);
  return result;
}

/** Every link and image target: inline, reference definitions, and HTML href/src. */
function targets(markdown: string) {
  const text = withoutCode(markdown);
  return [
    ...text.matchAll(/!?\[(?:[^\]]|\][^(])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g),
    ...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm),
    ...text.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)="([^"]+)"/g),
  ].flatMap(([, target]) => (target ? [target] : []));
}

/** What is wrong with each relative link in one markdown file (path from the repository root). */
function brokenLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const target of targets(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue; // https:, mailto:, tel: are not ours
    const [rawPath = '', anchor] = target.split('#', 2);
    const linked = decodeURIComponent(rawPath);
    const relative = linked
      ? path.posix.normalize(
          linked.startsWith('/')
            ? linked.slice(1)
            : path.posix.join(path.posix.dirname(file), linked),
        )
      : file;
    const clean = relative.replace(/\/$/, '').replace(/^\.$/, '');
    if (clean.startsWith('..')) {
      problems.push(`${file}: ${target} leaves the repository`);
    } else if (clean !== file && !exists(clean)) {
      problems.push(`${file}: ${target} points at ${clean}, which does not exist`);
    } else if (anchor !== undefined && clean.endsWith('.md')) {
      const source = clean === file ? markdown : readFileSync(path.join(root, clean), 'utf8');
      if (!anchors(source).has(anchor))
        problems.push(`${file}: ${target} has no heading #${anchor} in ${clean}`);
    }
  }
  return problems;
}

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const docs = markdownUnder('docs');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('links in the README and docs/', () => {
  it.each(['README.md', ...docs])('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('the README links to every file in docs/', () => {
    expect(docs.length).toBeGreaterThan(0);
    const linked = new Set(
      targets(readme).map((target) => path.posix.normalize(target.replace(/#.*/, ''))),
    );
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('reports a missing file, a missing heading, a missing anchor and a link out of the repository', () => {
    const markdown = [
      '# Deploying the site',
      'See [the config](../README.md#configuration), [nginx](../nginx/nginx.conf),',
      '[below](#deploying-the-site) and ![home](images/../../README.md).',
      'Broken: [gone](missing.md), [no heading](../README.md#no-such-heading),',
      '[no anchor](#nowhere), [outside](../../elsewhere.md) and [build output](../out/index.html).',
      '`[in code](not-checked.md)`',
    ].join('\n');
    expect(brokenLinks('docs/example.md', markdown)).toEqual([
      'docs/example.md: missing.md points at docs/missing.md, which does not exist',
      'docs/example.md: ../README.md#no-such-heading has no heading #no-such-heading in README.md',
      'docs/example.md: #nowhere has no heading #nowhere in docs/example.md',
      'docs/example.md: ../../elsewhere.md leaves the repository',
      'docs/example.md: ../out/index.html points at out/index.html, which does not exist',
    ]);
  });

  it('finds anchors the way GitHub writes them', () => {
    const heading = (text: string) => [...anchors(`# ${text}\n`)][0];
    expect(heading('Benchmark: `npm run bench`')).toBe('benchmark-npm-run-bench');
    expect(heading('Fault matrix (`tests/e2e/contact-faults.spec.ts`, phone and desktop)')).toBe(
      'fault-matrix-testse2econtact-faultsspects-phone-and-desktop',
    );
    expect(heading('Decisions, with their figures')).toBe('decisions-with-their-figures');
    expect([...anchors('## Tests\n## Tests\n')]).toEqual(['tests', 'tests-1']);
  });
});

/** The top-level folders a fresh clone has. */
const topFolders = [
  ...new Set([...(inClone ?? [])].filter((f) => f.includes('/')).map((f) => f.split('/')[0]!)),
].sort();

/**
 * Which of the paths git ignores (build outputs such as public/_img/: not repository paths), asked
 * in one call. git check-ignore exits with 1 when it ignores none of them.
 */
function ignoredOf(paths: string[]) {
  if (!paths.length) return new Set<string>();
  let listed: string;
  try {
    listed = execFileSync('git', ['check-ignore', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  } catch (error) {
    listed = String((error as { stdout?: string }).stdout ?? '');
  }
  return new Set(listed.split('\n').filter(Boolean));
}

/** Code spans that name a repository path: a top-level folder, then more, no placeholder or glob. */
function pathSpans(markdown: string) {
  const spans = [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!);
  const candidates = spans.filter(
    (span) =>
      /^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/.test(span) &&
      span.includes('/') &&
      !span.split('/').includes('...') &&
      topFolders.includes(span.split('/')[0]!),
  );
  const ignored = ignoredOf([...new Set(candidates)]);
  return candidates.filter((span) => !ignored.has(span));
}

describe('repository paths written in backticks', () => {
  it.each(['README.md', ...docs])('%s: every path in backticks exists', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const missing = pathSpans(markdown).filter((span) => !exists(span.replace(/\/$/, '')));
    expect(missing).toEqual([]);
  });

  it('finds paths, and leaves placeholders, globs, commands and build outputs alone', () => {
    expect(topFolders).toEqual(expect.arrayContaining(['app', 'docs', 'tests']));
    const markdown =
      '`lib/content.ts`, `app/`, `docs/nowhere.md`, `content/projects/<slug>.json`, `tests/**`, `npm run build`, `out/index.html`, `public/_img/`, `public/images/...`, `a/b`\n```\ncomponents/fenced.ts\n```';
    expect(pathSpans(markdown)).toEqual(['lib/content.ts', 'app/', 'docs/nowhere.md']);
  });
});

/** The folder map in the README: the first word of each line of its code block. */
function mapFolders() {
  const section = readme.slice(readme.indexOf('## Where things are'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.split(/\s+/)[0]!.replace(/\/$/, ''))
    .filter(Boolean);
}

describe('the folder map', () => {
  it("the README's map lists every top-level folder of the tree, and nothing else", () => {
    expect([...mapFolders()].sort()).toEqual(topFolders);
  });

  it('docs/architecture.md gives each of those folders its reason, in one line each', () => {
    const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = architecture.slice(architecture.indexOf('## Folders'));
    const listed = [
      ...section.slice(0, section.indexOf('\n## ', 3)).matchAll(/^- `([^`/]+)\/`:/gm),
    ].map(([, folder]) => folder!);
    expect(listed.sort()).toEqual(topFolders);
  });
});

describe('the scripts table', () => {
  it('docs/development.md lists every npm script, and only those', () => {
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const development = readFileSync(path.join(root, 'docs/development.md'), 'utf8');
    const listed = [...development.matchAll(/^\| `npm (?:run )?([\w:-]+)`/gm)].map(
      ([, name]) => name!,
    );
    expect(listed.sort()).toEqual(scripts.sort());
  });
});
