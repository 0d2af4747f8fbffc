/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from '../../harness/source-files';

const shared = path.join('supabase', 'functions', '_shared');

/**
 * What a file of `_shared/` stands for in the stack: its role folder (`database`, `delivery`, ...),
 * or, for a file at the top (`config.ts`, `contract.ts`, the router), the file itself.
 */
const unitOf = (file: string) => file.split('/')[0]!;

/**
 * The role folders each one imports, type-only imports and re-exports included, with the first
 * import that makes each step, from files given by their path below `_shared/` and their code.
 */
function folderImports(files: Record<string, string>) {
  const steps = new Map<string, Map<string, string>>();
  for (const [file, code] of Object.entries(files)) {
    const from = unitOf(file);
    const targets = steps.get(from) ?? steps.set(from, new Map()).get(from)!;
    for (const { fileName: specifier } of ts.preProcessFile(code, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue; // a package, npm: or jsr:
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const to = unitOf(target);
      if (to !== from && !targets.has(to)) targets.set(to, `${file} imports ${specifier}`);
    }
  }
  return steps;
}

/**
 * Each circle of folders (a strongly connected group, Tarjan's algorithm), named by its folders
 * and the imports that close it.
 */
function folderCircles(files: Record<string, string>) {
  const steps = folderImports(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of steps.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = stack.splice(stack.indexOf(unit));
    if (group.length > 1) circles.push(group.sort());
  };
  for (const unit of steps.keys()) if (!index.has(unit)) visit(unit);
  return circles.map((group) => ({
    folders: group.join(' <-> '),
    imports: group.flatMap((from) =>
      [...(steps.get(from) ?? [])]
        .filter(([to]) => group.includes(to))
        .map(([, example]) => example),
    ),
  }));
}

/** `_shared/`'s code, by path below it with `/` between folders. */
const sharedFiles = () =>
  Object.fromEntries(
    filesUnder(shared, (file) => file.endsWith('.ts')).map((file) => [
      path.relative(shared, file).split(path.sep).join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );

describe("the contact function's _shared/ folders", () => {
  it('stack: no role folder imports one that imports it back, even for a type', () => {
    const files = sharedFiles();
    // Every role folder is read, so a circle through any of them would be seen.
    expect(Object.keys(files).map(unitOf)).toEqual(
      expect.arrayContaining(['database', 'delivery', 'http', 'intake', 'owner', 'photos']),
    );
    expect(folderCircles(files)).toEqual([]);
  });

  it('name a circle, by its folders and the imports that close it', () => {
    const files = {
      'database/store.ts': "import type { Message } from '../delivery/email.ts';",
      'delivery/email.ts': "import { store } from '../database/store.ts';",
      'delivery/send.ts': "export { send } from '../photos/email.ts';",
      'photos/email.ts': "import { escape } from '../delivery/email.ts';",
      'routes/message.ts': "import { send } from '../delivery/send.ts';",
      'config.ts': "import { z } from 'zod/mini';",
    };
    expect(folderCircles(files)).toEqual([
      {
        folders: 'database <-> delivery <-> photos',
        imports: [
          'database/store.ts imports ../delivery/email.ts',
          'delivery/email.ts imports ../database/store.ts',
          'delivery/send.ts imports ../photos/email.ts',
          'photos/email.ts imports ../delivery/email.ts',
        ],
      },
    ]);
  });

  it('keep the contract a leaf: it imports nothing but the message schema it re-exports and the text check both use', () => {
    const read = (file: string) => readFileSync(path.join(shared, file), 'utf8');
    const imports = (file: string) =>
      ts.preProcessFile(read(file), true, true).importedFiles.map(({ fileName }) => fileName);
    expect(imports('contract.ts')).toEqual(['./message-schema.ts', './storable-text.ts']);
    // zod and the text check alone: the re-export is how a page skips zod.
    expect(imports('message-schema.ts')).toEqual([
      'zod/mini',
      './storable-text.ts',
      './check-messages-en.ts',
      './check-messages-es.ts',
    ]);
    expect(imports('storable-text.ts')).toEqual([]);
    expect(imports('check-messages-en.ts')).toEqual([]);
    expect(imports('check-messages-es.ts')).toEqual([]);
    const readers = filesUnder(shared, (file) => file.endsWith('.ts'))
      .filter((file) => /from '[./]+\/message-schema\.ts'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(shared, file));
    expect(readers).toEqual(['contract.ts']);
  });
});
