import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { htmlFiles } from '../../harness/build/out';

type Report = { filePath: string; messages: { ruleId: string; message: string; line: number }[] }[];

/** Runs the html-validate CLI (config: .htmlvalidate.mjs) the way a developer would. */
function validate(files: string[]): Report {
  const cli = path.resolve('node_modules/.bin/html-validate');
  try {
    execFileSync(cli, ['--formatter', 'json', ...files], { encoding: 'utf8' });
    return [];
  } catch (error) {
    return JSON.parse((error as { stdout: string }).stdout) as Report;
  }
}

describe('HTML validity', () => {
  it('every exported page passes html-validate with zero errors', () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThanOrEqual(14);
    const problems = validate(files).flatMap(({ filePath, messages }) =>
      messages.map((m) => `${path.relative('out', filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  });
});
