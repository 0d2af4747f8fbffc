/**
 * `npm test`: every suite in order, stopping at the first failure. Then, however the run ended
 * (passed, failed, or stopped with Ctrl-C), it checks that no process it started is still running
 * and no throwaway database folder is left, and fails naming any it finds.
 *
 * Everything the run starts inherits TEST_RUN_ID, which is how the check tells them from other
 * work on the machine (another checkout's run, say).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findLeftovers } from '../harness/leftovers';

const steps = [
  'lint',
  'test:unit',
  'test:function',
  'test:build',
  'test:out',
  'test:scale',
  'test:start',
  'test:e2e',
];
const runId = `run${process.pid}`;
const env = { ...process.env, TEST_RUN_ID: runId };

let current: ChildProcess | undefined;
let stoppedBy: NodeJS.Signals | undefined;
// Ctrl-C reaches the running step from the terminal; the others are passed on. Either way the
// step is left to stop itself (Playwright stops its servers), then the check runs.
process.on('SIGINT', () => (stoppedBy = 'SIGINT'));
for (const signal of ['SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stoppedBy = signal;
    current?.kill(signal);
  });

function run(step: string) {
  return new Promise<number>((resolve) => {
    current = spawn('npm', ['run', step], { stdio: 'inherit', env });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let failed: string | undefined;
for (const step of steps) {
  if (stoppedBy) break;
  if ((await run(step)) !== 0) {
    failed = step;
    break;
  }
}

const leftovers = await findLeftovers(runId);
if (leftovers.length) {
  console.error(
    `\nnpm test left behind what it started:\n${leftovers.map((l) => `- ${l}`).join('\n')}`,
  );
} else {
  console.log('\nNothing npm test started is still running or left in the temp folder.');
}
if (stoppedBy) console.error(`npm test stopped by ${stoppedBy}.`);
else if (failed) console.error(`npm test failed at \`npm run ${failed}\`.`);
process.exit(stoppedBy ? 130 : failed || leftovers.length ? 1 : 0);
