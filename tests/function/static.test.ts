/**
 * What Supabase's deploy needs of the function's source: every import inside
 * supabase/functions/, every package pinned in deno.json (to the version the site's build uses),
 * the shared handler free of runtime-specific APIs (but node:crypto's hashes, which Supabase's Edge
 * Runtime, Deno and Node all have), and `deno check` and `deno lint` clean.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { denoBinary, denoConfig, functionDir } from '../../harness/function/deno-function';

const functionsRoot = path.dirname(functionDir);
const sources = readdirSync(functionsRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.join(functionsRoot, file));
const importMap = (
  JSON.parse(readFileSync(denoConfig, 'utf8')) as { imports: Record<string, string> }
).imports;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version: string }>;
};

/** The code without its comments, which may name what the code must not use. */
const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** The one built-in module the shared code may use: Supabase documents its Node APIs. */
const sharedBuiltIn = 'node:crypto';

const specifiers = (file: string) =>
  [
    ...code(file).matchAll(
      /^\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => (m[1] ?? m[2])!);

describe('the function source', () => {
  it.each(sources.map((file) => [path.relative(process.cwd(), file), file]))(
    '%s imports only files under supabase/functions/ and pinned packages',
    (_, file) => {
      for (const specifier of specifiers(file)) {
        if (specifier === sharedBuiltIn) continue;
        if (specifier.startsWith('.')) {
          const resolved = path.resolve(path.dirname(file), specifier);
          expect(resolved.startsWith(`${functionsRoot}${path.sep}`)).toBe(true);
          expect(specifier).toMatch(/\.ts$/); // Deno resolves nothing implicitly
        } else {
          expect(Object.keys(importMap)).toContain(specifier);
        }
      }
    },
  );

  it('pins every package in deno.json to an exact version, the same one the site builds with', () => {
    for (const target of Object.values(importMap)) {
      const match = /^npm:((?:@[\w.-]+\/)?[\w.-]+)@(\d+\.\d+\.\d+)(\/[\w/.-]*)?$/.exec(target);
      expect(match).not.toBeNull();
      expect(lock.packages[`node_modules/${match![1]}`]?.version).toBe(match![2]);
    }
  });

  it('keeps the shared handler to web-standard APIs (no Deno or Node APIs but node:crypto)', () => {
    for (const file of sources.filter((source) =>
      source.includes(`${path.sep}_shared${path.sep}`),
    )) {
      expect([
        file,
        code(file).match(/\bDeno\.|\bprocess\.|\bBuffer\b|['"]node:(?!crypto['"])/g),
      ]).toEqual([file, null]);
    }
  });

  it('passes deno check and deno lint', () => {
    const run = (args: string[]) =>
      execFileSync(denoBinary(), args, {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NO_COLOR: '1' },
      });
    expect(() => run(['check', '--config', denoConfig, ...sources])).not.toThrow();
    expect(() => run(['lint', '--config', denoConfig, ...sources])).not.toThrow();
  });
});
