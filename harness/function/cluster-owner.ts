/**
 * For cluster-guard.test.ts: starts a throwaway cluster, prints where it is, and waits to be killed.
 */
import { startPostgres } from './postgres-cluster';

const pg = await startPostgres();
await pg.sql.end();
console.log(JSON.stringify({ url: pg.url, dir: pg.dir }));
setInterval(() => {}, 60_000);
