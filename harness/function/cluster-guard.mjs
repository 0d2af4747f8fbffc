/**
 * Stops a throwaway PostgreSQL cluster and removes its folder once its owner is gone.
 *
 * postgres-cluster.ts starts this in a session of its own (so a SIGKILL to the owner's process
 * group, as Playwright sends its web servers, or a Ctrl-C in the terminal, does not reach it) with
 * its stdin a pipe from the owner. The pipe closes when the owner ends it (`destroy`) and when the
 * owner dies in any way, SIGKILL included; then the cluster is stopped and the folder removed.
 *
 * Usage: node cluster-guard.mjs <folder> <pg_ctl> <data folder> [user to run pg_ctl as]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const [dir, pgCtl, data, user] = process.argv.slice(2);

function cleanUp() {
  const stop = [pgCtl, 'stop', '-D', data, '-m', 'immediate', '-w'];
  try {
    if (user) execFileSync('runuser', ['-u', user, '--', ...stop], { stdio: 'ignore' });
    else execFileSync(stop[0], stop.slice(1), { stdio: 'ignore' });
  } catch {
    // Never started, or already stopped.
  }
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

// Its own session has no terminal, but a signal sent to it by hand still cleans up first.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, cleanUp);
process.stdin.on('end', cleanUp);
process.stdin.on('error', cleanUp);
process.stdin.resume();
