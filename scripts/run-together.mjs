// `node scripts/run-together.mjs <npm script> ...`: runs npm scripts at the same time and fails if any fails.
// CI's checks (typecheck, lint) are single-threaded; on a 2-core machine running them side by side saves
// a minute of the 20-minute budget. Each script's output is printed when it ends, whole, so logs do not interleave.
import { spawn } from 'node:child_process';

/** Runs each command; resolves with each one's exit code and output, in the order given. */
export function runTogether(commands, spawnOne = (cmd) => spawn('npm', ['run', '--silent', cmd], { stdio: ['ignore', 'pipe', 'pipe'] })) {
  return Promise.all(
    commands.map(
      (cmd) =>
        new Promise((resolve) => {
          const started = Date.now();
          const seconds = () => Math.round((Date.now() - started) / 1000);
          const child = spawnOne(cmd);
          let output = '';
          child.stdout?.on('data', (d) => (output += d));
          child.stderr?.on('data', (d) => (output += d));
          child.on('error', (e) => resolve({ cmd, code: 1, output: `${output}${e.message}\n`, seconds: seconds() }));
          child.on('close', (code) => resolve({ cmd, code: code ?? 1, output, seconds: seconds() }));
        }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = process.argv.slice(2);
  if (commands.length === 0) {
    console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
    process.exit(2);
  }
  const results = await runTogether(commands);
  for (const r of results) {
    console.log(`> ${r.cmd} (exit ${r.code}, ${r.seconds} s)`);
    if (r.output.trim()) console.log(r.output.trimEnd());
  }
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}
