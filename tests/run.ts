/**
 * `npm test`: every suite, stopping at the first failure. Then, however the run ended (passed,
 * failed, or stopped with Ctrl-C), it checks that no process it started is still running and no
 * throwaway database folder is left, and fails naming any it finds.
 *
 * Two steps run at a time where neither needs the other: the builds in one lane, lint, the type
 * check and the unit and function suites beside them (none of them but the type check reads what
 * a build writes). The function suite leaves the two cores idle more than half the time (it waits
 * on Deno and PostgreSQL), so the two lanes overlap rather than compete (docs/testing.md, "Two
 * lanes"). A step's output is printed whole when it ends, so two never interleave. The browser
 * suite runs last, alone (it keeps both cores busy), and prints its own as it comes.
 *
 * Everything the run starts inherits TEST_RUN_ID, which is how the check tells them from other
 * work on the machine (another checkout's run, say).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findLeftovers } from '../harness/leftovers';

type Step = { name: string; after: string[]; streamed?: boolean; env?: Record<string, string> };

/**
 * In the order they start when a lane is free; `after` names the steps a step needs. So the steps
 * that build follow each other in one lane (the test build, the scale check, `npm start`'s test),
 * while the other takes lint, the unit suite, the type check, the function suite and the checks
 * over `out/`. The browser suite comes after all of them, alone: beside `npm start`'s test it
 * took 666 s where it had taken 500 alone, and that test's rebuild 260 s instead of 80, near its
 * 5-minute wait (docs/testing.md, "Two lanes").
 */
const steps: Step[] = [
  // Without Next's type check, which the typecheck step runs in the other lane (next.config.mjs).
  { name: 'test:build', after: [], env: { TYPES_CHECKED: '1' } },
  { name: 'lint', after: [] },
  { name: 'test:unit', after: [] },
  { name: 'test:scale', after: ['test:build'] },
  // `tsc --noEmit` over the whole project, as Next's check would, with the route types the test
  // build generated in .next/types.
  { name: 'typecheck', after: ['test:build'] },
  { name: 'test:function', after: [] },
  // On a copy of the checkout with the test build in out/. After the scale check: its rebuild
  // beside another `next build` missed its 5-minute wait once (docs/testing.md). Before the checks
  // over `out/` in the list, so it takes the building lane as the scale check ends and the checks
  // follow the function suite in the other (listed the other way, they took it and held the
  // browser suite back 24 s).
  { name: 'test:start', after: ['test:build', 'test:scale'] },
  { name: 'test:out', after: ['test:build'] },
];
// Its output as it comes, the others' whole as each ends.
steps.push({ name: 'test:e2e', after: steps.map((step) => step.name), streamed: true });
const lanes = 2;

const unknown = steps.flatMap((step) =>
  step.after.filter((name) => !steps.some((other) => other.name === name)),
);
if (unknown.length) throw new Error(`tests/run.ts: no step named ${unknown.join(', ')}`);

const runId = `run${process.pid}`;
const env = { ...process.env, TEST_RUN_ID: runId };
const running = new Map<string, ChildProcess>();
let stoppedBy: NodeJS.Signals | undefined;
let failed: string | undefined;

// Ctrl-C reaches the running steps from the terminal; the others are passed on. Either way each
// step is left to stop itself (Playwright stops its servers), then the check runs.
process.on('SIGINT', () => (stoppedBy = 'SIGINT'));
for (const signal of ['SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stoppedBy = signal;
    for (const child of running.values()) child.kill(signal);
  });

/** Runs `npm run <step>`, its output to the terminal as it comes, or kept and printed at the end. */
function run(step: string, streamed: boolean, stepEnv: Record<string, string> = {}) {
  return new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', step], {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...stepEnv },
    });
    running.set(step, child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const started = performance.now();
    console.log(`▶ ${step} started`);
    // Done when the step's process exits. Its output is complete once the pipes close, which a
    // process it left running could hold open for ever: then the pipes are cut after 5 s and the
    // check below names what was left.
    child.on('exit', (code, signal) => {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(cut);
        running.delete(step);
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        if (!streamed) process.stdout.write(Buffer.concat(output));
        console.log(`${code === 0 ? '✔' : '✘'} ${step}: ${seconds} s`);
        resolve(code ?? (signal ? 1 : 0));
      };
      const cut = setTimeout(() => {
        console.log(`${step}: its output is still held open 5 s after it ended; cut.`);
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      }, 5000);
      child.once('close', finish);
    });
  });
}

/** Runs the steps, at most `lanes` at a time, each once the steps it comes after have passed. */
async function runAll() {
  const done = new Set<string>();
  const waiting = [...steps];
  const inFlight = new Set<Promise<void>>();
  while (waiting.length || inFlight.size) {
    const ready = waiting.find((step) => step.after.every((name) => done.has(name)));
    if (ready && inFlight.size < lanes && !failed && !stoppedBy) {
      waiting.splice(waiting.indexOf(ready), 1);
      const flight: Promise<void> = run(ready.name, ready.streamed ?? false, ready.env).then(
        (code) => {
          inFlight.delete(flight);
          if (code === 0) done.add(ready.name);
          else if (!failed && !stoppedBy) {
            failed = ready.name;
            // The first failure ends the run: the other lane's step is stopped, as Ctrl-C would.
            for (const child of running.values()) child.kill('SIGTERM');
          }
        },
      );
      inFlight.add(flight);
      continue;
    }
    if (!inFlight.size) break;
    await Promise.race(inFlight);
  }
  // Nothing runs and something waits for a step that can never pass (a loop of `after`s).
  if (waiting.length && !failed && !stoppedBy) {
    console.error(`Never started: ${waiting.map((step) => step.name).join(', ')}.`);
    failed = waiting[0]!.name;
  }
}

await runAll();

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
