// docs/performance.md is written by several benchmarks: each one rewrites its own "## ..." section and keeps the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The document with `section` (which starts with its `heading` line) in place of the old section of that heading, or
 * appended when there is none. A section runs to the next "## " heading.
 * @param {string} doc
 * @param {string} heading  e.g. '## Web vitals (npm run bench:web)'
 * @param {string} section
 */
export function replaceSection(doc, heading, section) {
  const body = section.replace(/\s*$/, '\n');
  const start = doc.startsWith(`${heading}\n`) ? 0 : doc.indexOf(`\n${heading}\n`) + 1;
  if (start === 0 && !doc.startsWith(`${heading}\n`)) return `${doc.replace(/\s*$/, '')}\n\n${body}`;
  const next = doc.indexOf('\n## ', start + heading.length);
  return `${doc.slice(0, start)}${body}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`;
}

/** Rewrites one section of a file (created with a title when missing). */
export function writeSection(file, heading, section) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  writeFileSync(file, replaceSection(before, heading, section));
}

/** One line on the machine the figures come from: CPU, cores, Node, load average. */
export function machineFacts() {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
  return `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.type()} ${os.release()}; load average ${load}`;
}
