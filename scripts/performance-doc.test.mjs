// node --test scripts/: each benchmark rewrites its own section of docs/performance.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { machineFacts, replaceSection } from './performance-doc.mjs';

const DOC = '# Performance\n\nIntro.\n\n## A (npm run a)\n\nold a\n\n## B (npm run b)\n\nold b\n';

test('replaces its own section and keeps the others, in place', () => {
  assert.equal(replaceSection(DOC, '## A (npm run a)', '## A (npm run a)\n\nnew a\n'), '# Performance\n\nIntro.\n\n## A (npm run a)\n\nnew a\n\n## B (npm run b)\n\nold b\n');
  assert.equal(replaceSection(DOC, '## B (npm run b)', '## B (npm run b)\n\nnew b'), '# Performance\n\nIntro.\n\n## A (npm run a)\n\nold a\n\n## B (npm run b)\n\nnew b\n');
});

test('appends a section the document does not have yet', () => {
  assert.equal(replaceSection(DOC, '## C', '## C\n\nc\n'), `${DOC}\n## C\n\nc\n`);
});

test('a heading that only starts like another one is not taken for it', () => {
  const doc = '# P\n\n## A (npm run a) and more\n\nx\n';
  assert.equal(replaceSection(doc, '## A (npm run a)', '## A (npm run a)\n\ny\n'), `${doc}\n## A (npm run a)\n\ny\n`);
});

test('machine facts name the cores and Node', () => {
  assert.match(machineFacts(), /^\d+ x .+, Node v\d+/);
});
