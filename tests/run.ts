/**
 * `npm test`: every suite in order, stopping at the first stage that fails. Then, however the run ended
 * (passed, failed, or stopped with Ctrl-C), it checks that no process it started is still running
 * and no throwaway database folder is left, and fails naming any it finds.
 *
 * Everything the run starts inherits TEST_RUN_ID, which is how the check tells them from other
 * work on the machine (another checkout's run, say).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findLeftovers } from './leftovers';

/**
 * The steps, in order; the steps of one stage run side by side. The three after the test build
 * only read the checkout and out/ (the scale check and `npm start`'s test each build in a copy of
 * their own), and none is timed, so they share the two cores: much of a `next build` waits on one
 * core (docs/testing.md, "What it runs").
 */
const stages = [
  ['lint'],
  ['test:unit'],
  ['test:function'],
  ['test:build'],
  ['test:out', 'test:scale', 'test:start'],
  ['test:e2e'],
];
const runId = `run${process.pid}`;
const env = { ...process.env, TEST_RUN_ID: runId };

const running = new Set<ChildProcess>();
let stoppedBy: NodeJS.Signals | undefined;
// Ctrl-C reaches the running steps from the terminal; the others are passed on. Either way each
// step is left to stop itself (Playwright stops its servers), then the check runs.
process.on('SIGINT', () => (stoppedBy = 'SIGINT'));
for (const signal of ['SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stoppedBy = signal;
    for (const child of running) child.kill(signal);
  });

/**
 * Runs one step; alone, its output goes straight to the terminal. Beside others, its output is
 * held and printed whole when it ends, so the steps' lines do not interleave.
 */
function run(step: string, alone: boolean) {
  return new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', step], {
      stdio: alone ? 'inherit' : ['inherit', 'pipe', 'pipe'],
      env,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let failed: string[] = [];
for (const stage of stages) {
  if (stoppedBy) break;
  if (stage.length > 1) console.log(`\nRunning side by side: ${stage.join(', ')}`);
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  failed = stage.filter((_, i) => codes[i] !== 0);
  if (failed.length) break;
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
else if (failed.length)
  console.error(`npm test failed at ${failed.map((step) => `\`npm run ${step}\``).join(', ')}.`);
process.exit(stoppedBy ? 130 : failed.length || leftovers.length ? 1 : 0);
