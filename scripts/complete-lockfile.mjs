// Adds the lockfile records npm leaves out for other platforms' optional binaries (Next's SWC,
// Tailwind's oxide, ...). Without them `npm ci` refuses the lockfile ("Missing: ... from lock
// file"); with them it skips each one on os/cpu as it should. Binaries this registry does not
// carry get a record built from the package name. Run after changing dependencies:
//   node scripts/complete-lockfile.mjs package-lock.json
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? key + '/' : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    let m;
    try {
      const meta = JSON.parse(
        execFileSync(
          'npm',
          [
            'view',
            `${name}@${range}`,
            '--json',
            'version',
            'dist.integrity',
            'os',
            'cpu',
            'libc',
            'engines',
            'license',
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
        ),
      );
      m = Array.isArray(meta) ? meta.at(-1) : meta;
    } catch {
      // Not on this registry: record the platform from the package name so npm skips it.
      const tail = name.split('/').pop();
      const os = [
        'android',
        'darwin',
        'freebsd',
        'linux',
        'win32',
        'openharmony',
        'sunos',
        'aix',
        'netbsd',
        'openbsd',
      ].find((o) => tail.includes(o));
      const cpu = [
        'arm64',
        'x64',
        'ia32',
        'arm',
        'loong64',
        'ppc64',
        'riscv64',
        's390x',
        'wasm32',
      ].find((c) => tail.includes(`-${c}`));
      m = {
        version: range,
        os: os ? [os] : undefined,
        cpu: cpu ? [cpu] : undefined,
        libc: tail.includes('musl') ? ['musl'] : tail.includes('gnu') ? ['glibc'] : undefined,
      };
      if (tail.includes('wasm32')) m.cpu = ['wasm32'];
      console.log('stub', name, range, JSON.stringify(m));
    }
    const record = { version: m.version, integrity: m['dist.integrity'] };
    if (m.cpu) record.cpu = m.cpu;
    if (entry.dev) record.dev = true;
    if (m.engines) record.engines = m.engines;
    if (m.libc) record.libc = m.libc;
    if (m.license) record.license = m.license;
    record.optional = true;
    if (m.os) record.os = m.os;
    pkgs[hoisted] = record;
    added++;
    console.log('added', hoisted, m.version);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('total added', added);
