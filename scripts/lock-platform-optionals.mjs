// The registry this project installs from serves only the Linux builds of some native packages
// (@swc/core-*, @rspack/binding-*, @unrs/resolver-binding-*), so npm writes no lock entry for the
// other platforms' optional builds, and `npm ci` then refuses the lock as out of sync. This adds an
// entry for each, marked optional with its os/cpu, which npm ci skips on a machine they do not fit.
// Run after changing dependencies: `npm install && node scripts/lock-platform-optionals.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasm32'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', loong64: 'loong64', wasi: 'wasm32' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os) return undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (lock.packages[at]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[at] = { version: String(spec).replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
    void key;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform-specific optional entries added`);
