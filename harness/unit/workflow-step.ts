/**
 * Runs one of .github/scripts/ as a workflow step runs it, on a throwaway repository: a stand-in
 * `gh` in `bin` answers with `ghAnswer`, printed through the script's own --jq filter as gh would,
 * and the outputs the step wrote to GITHUB_OUTPUT are read back.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type WorkflowStep = {
  script: string;
  /** The repository the step runs in. */
  cwd: string;
  /** A folder for the stand-in and the outputs file, put first on PATH. */
  bin: string;
  ghAnswer: unknown;
  env: Record<string, string>;
};

export function runWorkflowStep({ script, cwd, bin, ghAnswer, env }: WorkflowStep) {
  mkdirSync(bin, { recursive: true });
  const filter = /--jq '([^']+)'/.exec(readFileSync(script, 'utf8'))![1]!;
  const gh = path.join(bin, 'gh');
  writeFileSync(gh, `#!/bin/sh\necho '${JSON.stringify(ghAnswer)}' | jq -r '${filter}'\n`);
  chmodSync(gh, 0o755);
  const output = path.join(bin, 'github-output');
  writeFileSync(output, '');
  const result = spawnSync('bash', [script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_OUTPUT: output, ...env },
  });
  return { stderr: result.stderr, output: readFileSync(output, 'utf8').trim() };
}
