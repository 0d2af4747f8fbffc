/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder, notSourceFolders } from '../../harness/source-files';

/** What holds no code that imports: the docs, and the files copied into out/ as they are. */
const notCode = ['docs', 'public'];
const code = (file: string) => /\.(ts|tsx|mts|mjs|js)$/.test(file);

/** A file's top-level folder as the map names it (`./` for the files at the top). */
const folderOf = (file: string) => (file.includes('/') ? `${file.split('/')[0]}/` : './');

/** Every code file of the project, with `/` between folders. */
function codeFiles() {
  const top = readdirSync('.', { withFileTypes: true });
  return [
    ...top.filter((entry) => entry.isFile() && code(entry.name)).map((entry) => entry.name),
    ...top
      .filter((entry) => entry.isDirectory())
      .filter((entry) => !notSourceFolders.includes(entry.name) && !notCode.includes(entry.name))
      .flatMap((entry) => filesUnder(entry.name, code)),
  ].map((file) => file.split(path.sep).join('/'));
}

/** What a file imports from the project, as written and as a path from the top (no extension). */
function projectImports(file: string) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName: specifier }) => {
    const target = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : undefined; // a package, node:, npm: or jsr:
    return target === undefined ? [] : [{ specifier, target }];
  });
}

/** Every project folder each folder's code imports, with one file that does, by folder. */
function realImports(files: string[]) {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(file);
    const targets = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
    for (const { specifier, target } of projectImports(file)) {
      const to = folderOf(target);
      // What builds and tools write (next-env.d.ts names .next/): no project folder.
      if (notSourceFolders.includes(to.slice(0, -1))) continue;
      if (to !== from && !targets.has(to)) targets.set(to, `${file} imports ${specifier}`);
    }
  }
  return graph;
}

/** The map in docs/architecture.md: the first code block under "## Layers", `from/ --> to/, ...`. */
function documentedImports(markdown: string) {
  const section = markdown.slice(markdown.indexOf('## Layers'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return new Map(
    block
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [from = '', to = ''] = line.split('-->').map((side) => side.trim());
        return [from, to === 'nothing' ? [] : to.split(/,\s*/)] as const;
      }),
  );
}

/** Every way the map differs from the imports, one line each; empty when it is true. */
function mapProblems(
  documented: Map<string, readonly string[]>,
  real: ReturnType<typeof realImports>,
) {
  const problems: string[] = [];
  for (const [from, targets] of real) {
    const shown = documented.get(from);
    if (!shown) {
      problems.push(`${from} is not in the map`);
      continue;
    }
    for (const [to, example] of targets)
      if (!shown.includes(to)) problems.push(`${from} --> ${to} is missing (${example})`);
    for (const to of shown)
      if (!targets.has(to))
        problems.push(`${from} --> ${to} is shown, but nothing there imports ${to}`);
  }
  for (const from of documented.keys())
    if (!real.has(from)) problems.push(`${from} is in the map, but holds no code`);
  return problems;
}

const architecture = readFileSync('docs/architecture.md', 'utf8');
const files = codeFiles();
const real = realImports(files);

describe('the import map in docs/architecture.md', () => {
  it('shows every folder and every folder it imports, and nothing more', () => {
    expect(mapProblems(documentedImports(architecture), real)).toEqual([]);
  });

  it('fails a map that leaves out an import, shows one that is not there or misses a folder', () => {
    const wrong = documentedImports(
      [
        '## Layers',
        '```',
        'lib/ --> content/',
        'bench/ --> harness/, lib/, pipeline/, server/, app/',
        'content/ --> nothing',
        '```',
      ].join('\n'),
    );
    const problems = mapProblems(wrong, real);
    // lib/privacy.ts reads the function's configuration.
    expect(problems).toContain(
      `lib/ --> supabase/ is missing (${real.get('lib/')!.get('supabase/')})`,
    );
    expect(real.get('lib/')!.get('supabase/')).toMatch(/^lib\/.* imports @\/supabase\/functions\//);
    expect(problems).toContain('bench/ --> app/ is shown, but nothing there imports app/');
    expect(problems).toContain('pipeline/ is not in the map');
    expect(problems).not.toContain('content/ is not in the map');
  });

  it('reads imports the way TypeScript does: static, dynamic and type-only, not in comments', () => {
    const { importedFiles } = ts.preProcessFile(
      [
        "import { a } from '@/lib/a';",
        "import type { B } from '../server/b';",
        "const c = await import('./c');",
        "// import { d } from '@/tests/d';",
      ].join('\n'),
      true,
      true,
    );
    expect(importedFiles.map((file) => file.fileName)).toEqual(['@/lib/a', '../server/b', './c']);
  });
});
