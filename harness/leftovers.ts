/**
 * What a test run left behind: processes whose environment carries its TEST_RUN_ID (servers,
 * browsers, PostgreSQL, Deno: everything it started inherits it), and the throwaway PostgreSQL
 * folders named after it (harness/function/postgres-cluster.ts). Linux only: it reads /proc.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { poll } from './poll';

function read(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Gone meanwhile, or not ours to read.
    return '';
  }
}

function scan(runId: string) {
  const mark = `TEST_RUN_ID=${runId}`;
  const processes = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid)
    .filter((pid) => read(`/proc/${pid}/environ`).split('\0').includes(mark))
    .map((pid) => `process ${pid}: ${read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ').trim()}`);
  const folders = readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(`contact-pg-${runId}-`))
    .map((name) => `folder ${path.join(os.tmpdir(), name)}`);
  return [...processes, ...folders];
}

/** Waits up to `graceMs` for what is still stopping, then returns what is left, one line each. */
export async function findLeftovers(runId: string, graceMs = 20_000) {
  if (!existsSync('/proc')) return [];
  return poll(
    () => scan(runId),
    (left) => left.length === 0,
    { timeout: graceMs, every: 250 },
  );
}
