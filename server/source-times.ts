/**
 * How new the sources of a build are, for `npm start` (server/start.ts): whether `out/` is older
 * than them, and whether a rebuild may skip the type check.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file the build compiles, beside the content files (content/schema.ts, say). */
export const isCode = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/**
 * The newest modification time under `target` (a file or a folder, whose own time changes when a
 * file is added or removed), in ms. With `only`, just the files it accepts count.
 */
export function newest(target: string, only?: (file: string) => boolean): number {
  const info = statSync(target);
  if (!info.isDirectory()) return !only || only(target) ? info.mtimeMs : 0;
  return Math.max(
    only ? 0 : info.mtimeMs,
    ...readdirSync(target).map((name) => newest(path.join(target, name), only)),
  );
}
