// `npm start`: build everything for production, then serve the composed store with the API.
// `npm run dev` (--watch): rebuild on change (development mode) while serving.
import { spawn } from 'node:child_process';
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

if (watch) {
  const builder = spawn(process.execPath, ['scripts/build.mjs', '--watch'], { cwd: root, stdio: 'inherit' });
  // Serve once the first development build exists.
  await run(['scripts/build.mjs']).catch(() => {});
  const { serveStore } = await import('./serve.mjs');
  const store = await serveStore();
  const stop = async () => {
    builder.kill('SIGTERM');
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  await run(['scripts/build.mjs']);
  const { serveStore } = await import('./serve.mjs');
  const store = await serveStore();
  const stop = async () => {
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
