/**
 * Reading the owner's files and reporting what is wrong with them: every problem collected as
 * `file: field: message`, JSON errors with their line and column, file names read as slugs.
 * lib/content/loader.ts reads with these and ./checks.ts reports with them. Nothing here prints
 * or reports: a failed load throws a ContentError, and the step that catches it tells the owner
 * (pipeline/steps/check-content.ts, server/start.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { slugPattern } from '@/content/schema';
import { locale, type Locale } from '@/lib/locale';
import { inSpanish } from './spanish';

/** Content that breaks a rule; its message has one line per problem: `file: field: message`. */
export class ContentError extends Error {
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ContentError';
  }

  /** The lines, one per problem (a getter, so Next's error report prints each line once). */
  get problems() {
    return this.message.split('\n');
  }
}

/** A field's path as the owner reads it: photos[0].alt, sections[2].cards[1].icon. */
function fieldPath(segments: readonly PropertyKey[]) {
  return segments
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/** zod 4 says "Invalid input: expected string, received undefined"; the owner reads "Required". */
const ownerMessages: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;

/**
 * Collects every problem, so one failed build lists all of them, and every Spanish field left
 * empty (`file: field`), which the build report names and a production build refuses.
 */
export class Problems {
  readonly list: string[] = [];
  readonly missingSpanish: string[] = [];

  /** `edition`: the language parsed files are handed on in (lib/locale.ts). */
  constructor(readonly edition: Locale = locale) {}

  add(file: string, field: string, message: string) {
    this.list.push(`${file}: ${field || '(whole file)'}: ${message}`);
  }

  /** The parsed value, or undefined after adding one line per issue. */
  parse<S extends z.ZodType>(
    file: string,
    schema: S,
    data: unknown,
    at: PropertyKey[] = [],
  ): z.infer<S> | undefined {
    const result = schema.safeParse(data, { error: ownerMessages });
    if (result.success) {
      const spanish = inSpanish(schema, result.data, fieldPath(at));
      this.missingSpanish.push(...spanish.gaps.map((field) => `${file}: ${field}`));
      return this.edition === 'es' ? spanish.value : spanish.english;
    }
    for (const issue of result.error.issues) {
      this.add(file, fieldPath([...at, ...issue.path]), issue.message);
    }
    return undefined;
  }

  throwIfAny() {
    if (!this.list.length) return;
    throw new ContentError(this.list);
  }
}

/** How a file is named in messages: relative to the working folder, as the owner opens it. */
export function shown(file: string) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
}

/** JSON.parse with the file, line and column in the message instead of a character offset. */
export function readJson(problems: Problems, file: string): unknown {
  const source = readFileSync(file, 'utf8');
  try {
    return JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? source.length);
    const before = source.slice(0, offset).split('\n');
    const reason = message.replace(/,? ?(in JSON )?at position \d+.*$/, '');
    problems.add(
      shown(file),
      `line ${before.length}, column ${before.at(-1)!.length + 1}`,
      `invalid JSON: ${reason}`,
    );
    return undefined;
  }
}

/**
 * The slug a file name stands for. The editor names a file after its title with Sveltia's ASCII
 * slugs, which keep `_` and `~` (a title "Pool_Deck ~ Phase 2" is saved as
 * pool_deck-~-phase-2.json): those become hyphens, so any title makes a page (pool-deck-phase-2).
 */
export function slugOf(fileName: string) {
  return fileName.replace(/[_~]/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/** Every <slug>.json in a folder, sorted by name, so the build never depends on disk order. */
export function readFolder(problems: Problems, dir: string, folder: string) {
  const full = path.join(dir, folder);
  const names = existsSync(full)
    ? readdirSync(full)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  const taken = new Map<string, string>();
  return names.flatMap((name) => {
    const file = path.join(full, name);
    const slug = slugOf(name.slice(0, -'.json'.length));
    if (!slugPattern.test(slug)) {
      problems.add(
        shown(file),
        '(file name)',
        'must be lowercase words joined by hyphens, e.g. pool-deck.json',
      );
      return [];
    }
    const twin = taken.get(slug);
    if (twin) {
      problems.add(shown(file), '(file name)', `names the same page as ${twin}; rename one`);
      return [];
    }
    taken.set(slug, shown(file));
    const data = readJson(problems, file);
    return data === undefined ? [] : [{ file: shown(file), slug, data }];
  });
}
