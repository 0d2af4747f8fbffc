/**
 * The throwaway cluster goes away with its owner, however the owner ends: Playwright stops its
 * web servers by SIGKILL to their process group, and Ctrl-C reaches only the terminal's group,
 * neither of which reaches the server pg_ctl starts in a session of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import postgres from 'postgres';
import { poll } from '../../harness/poll';

/** Starts cluster-owner.ts as a process group of its own, as Playwright starts a web server. */
async function startOwner() {
  const owner = spawn(process.execPath, ['--import', 'tsx', 'harness/function/cluster-owner.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: owner.stdout! }), 'line')) as [string];
  return { owner, ...(JSON.parse(line) as { url: string; dir: string }) };
}

function readCmdline(pid: string) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const serversFor = (dir: string) =>
  readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => readCmdline(pid).includes(dir));

test.each(['SIGKILL', 'SIGINT'] as const)(
  'a %s to the owner’s process group stops the server and removes its folder',
  async (signal) => {
    const { owner, url, dir } = await startOwner();
    expect(dir).toMatch(/contact-pg-/);
    expect(existsSync(dir)).toBe(true);
    const before = postgres(url, { max: 1, onnotice: () => {} });
    expect(await before`select 1 as up`).toEqual([{ up: 1 }]);
    await before.end();

    process.kill(-owner.pid!, signal);

    const gone = () => !existsSync(dir) && serversFor(dir).length === 0;
    expect(await poll(gone, Boolean, { timeout: 15_000 })).toBe(true);
    const after = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    await expect(after`select 1`).rejects.toThrow(/ECONNREFUSED/);
    await after.end();
  },
  60_000,
);
