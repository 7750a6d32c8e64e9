// `npm start`: build everything for production, then serve the composed store with the API.
// `npm run dev` (--watch): one development watch build of every app (no production build beside it,
// so no two builds write one dist); the store is served once the first build is done, and each
// later rebuild is live on the next reload.
import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/** Starts the watch build; resolves with it once its first compile succeeded (its done signal). */
function startWatchBuild() {
  const builder = fork(path.join(root, 'scripts/build.mjs'), ['--watch'], { cwd: root, stdio: 'inherit' });
  const firstBuild = new Promise((resolve, reject) => {
    builder.on('message', (message) => {
      if (message?.type !== 'built') return;
      if (message.ok) resolve(builder);
      else console.log('The development build has errors: fix them and save; the store is served once it builds.');
    });
    builder.on('exit', (code) => reject(new Error(`the development build exited (${code})`)));
  });
  return { builder, firstBuild };
}

let builder;
if (watch) {
  const started = startWatchBuild();
  builder = started.builder;
  await started.firstBuild;
} else {
  await run(['scripts/build.mjs']);
}
const { serveStore } = await import('./serve.mjs');
const store = await serveStore({ sourceMaps: watch, devMode: watch });
const stop = async () => {
  builder?.kill('SIGTERM');
  await store.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
