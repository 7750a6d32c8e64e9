import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTogether } from './run-together.mjs';

const node = (code) => () => spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });

test('runs the commands at the same time and reports each exit code and output in order', async () => {
  // The first waits for a file the second writes: run one after the other, the first would give up.
  const marker = path.join(mkdtempSync(path.join(tmpdir(), 'run-together-')), 'marker');
  const waiter = `const fs = require('fs'); const end = Date.now() + 10000;
    const tick = () => { if (fs.existsSync(${JSON.stringify(marker)})) { console.log('saw it'); } else if (Date.now() > end) { process.exit(1); } else { setTimeout(tick, 20); } };
    tick();`;
  const writer = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); console.log('wrote it');`;
  const results = await runTogether(['wait', 'write'], (cmd) => node(cmd === 'wait' ? waiter : writer)());
  assert.deepEqual(results.map((r) => [r.cmd, r.code, r.output.trim()]), [['wait', 0, 'saw it'], ['write', 0, 'wrote it']]);
});

test('a failing command is reported with its output (stderr included)', async () => {
  const results = await runTogether(['ok', 'bad'], (cmd) => node(cmd === 'ok' ? 'console.log(1)' : 'console.error("broken"); process.exit(3)')());
  assert.equal(results[0].code, 0);
  assert.equal(results[1].code, 3);
  assert.match(results[1].output, /broken/);
  // Each command says how long it took (CI's log shows where the 20-minute budget goes).
  for (const r of results) assert.ok(Number.isInteger(r.seconds) && r.seconds >= 0);
});
