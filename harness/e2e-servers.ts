/**
 * The browser suite's servers, started at once (playwright.config.ts runs this as its one web
 * server). Playwright starts the servers of its config one after another, each once the one before
 * answers: 21 s on a busy two-core host, where most of each start is waiting on a process.
 * Started together they are up in about the time of the slowest. nginx starts last, once every
 * other answers, so nginx answering (what Playwright waits for) means all of them do.
 *
 * SIGTERM (Playwright's graceful stop, to the process group) reaches each server, which stops what
 * it started (the contact backend its Deno and PostgreSQL); this process ends when they all have.
 * If one of them ends on its own, this stops the others and exits with an error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { poll } from './poll';
import { ports } from './ports';

type Server = { name: string; command: string; env?: Record<string, string> } & (
  { url: string } | { port: number }
);

const servers: Server[] = [
  {
    name: "npm start's server",
    command: 'tsx server/serve.ts',
    env: { PORT: String(ports.site), DATA_DIR: '.tmp/site-pglite', OUTBOX_DIR: '.tmp/outbox' },
    url: `http://127.0.0.1:${ports.site}/`,
  },
  {
    // The real send-contact-email function in Deno over PostgreSQL, e-mailing a Resend stand-in.
    name: 'the contact backend',
    command: 'tsx harness/function/browser-backend.ts',
    port: ports.realApi,
  },
  { name: 'the fault endpoint', command: 'tsx harness/fault-api.ts', port: ports.api },
  {
    // The dumbest static server there is, for a smoke pass (tests/e2e/hosting.spec.ts).
    name: 'python http.server',
    command: `python3 -m http.server ${ports.python} --bind 127.0.0.1 --directory out`,
    url: `http://127.0.0.1:${ports.python}/`,
  },
  {
    // out/ on workerd, as `npx wrangler deploy` would serve it, offline (harness/workerd.ts).
    name: 'workerd',
    command: 'tsx harness/workerd.ts',
    url: `http://127.0.0.1:${ports.workerd}/`,
  },
];
const nginx: Server = {
  name: 'nginx',
  command: 'tsx harness/nginx.ts',
  url: `http://127.0.0.1:${ports.nginx}/`,
};

/** Whether the server answers: its page with a status Playwright accepts, or its port. */
async function answers(server: Server) {
  // node:http, not fetch: Node's fetch has failed an internal assertion on python's HTTP/1.0
  // answer and taken the process down with it.
  if ('url' in server)
    return new Promise<boolean>((resolve) => {
      const request = get(server.url, (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 404);
      });
      request.once('error', () => resolve(false));
      request.setTimeout(5000, () => request.destroy());
    });
  return new Promise<boolean>((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const running = new Set<ChildProcess>();
let stopping = false;

function stopAll() {
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
}

function start(server: Server) {
  const child = spawn(server.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...server.env },
  });
  running.add(child);
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`${server.name} ended (${signal ?? `exit ${code}`}); stopping the others.`);
      process.exitCode = 1;
      stopAll();
    }
    if (!running.size) process.exit();
  });
  return poll(
    () => answers(server),
    (up) => up || stopping,
    { timeout: 150_000, every: 200 },
  ).then((up) => {
    if (!up && !stopping) throw new Error(`${server.name} did not answer within 150 s`);
  });
}

// The signal reached the whole process group, every server included (Playwright signals the
// group, a terminal's Ctrl-C its foreground group): signalled again, a server would start its stop
// over (tsx passes a second SIGTERM on). So only wait for them.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
  process.on(signal, () => (stopping = true));

try {
  await Promise.all(servers.map(start));
  if (!stopping) await start(nginx);
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
  stopAll();
}
