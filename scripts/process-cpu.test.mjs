// node --test scripts/: CPU time of processes from /proc (scripts/process-cpu.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { childrenMatching, cpuMsOf, parseStat } from './process-cpu.mjs';

test('a stat line is read after the command name, whatever it holds', () => {
  const line = '4242 (node (x) y) R 17 4242 4242 0 -1 4194304 100 0 0 0 250 30 0 0 20 0 11 0 12345 0 0';
  assert.deepEqual(parseStat(line), { ppid: 17, ticks: 280 });
});

test('CPU time grows as this process works; a child is found by its command line', { skip: process.platform !== 'linux' }, async () => {
  const before = cpuMsOf(process.pid);
  const until = Date.now() + 150;
  while (Date.now() < until) Math.sqrt(Math.random());
  assert.ok(cpuMsOf(process.pid) > before);
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000) // process-cpu-test-marker']);
  try {
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(childrenMatching(process.pid, 'process-cpu-test-marker'), [child.pid]);
  } finally {
    child.kill();
  }
  assert.ok(Number.isNaN(cpuMsOf(2 ** 30)));
});
