// node --test scripts/: sequential request levels from a DevTools protocol log (scripts/request-levels.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelsBefore, requestLevels } from './request-levels.mjs';

const sent = (requestId, url, timestamp, initiator, type = 'Script') => ({ method: 'Network.requestWillBeSent', params: { requestId, request: { url }, timestamp, initiator, type } });
const done = (requestId, timestamp) => ({ method: 'Network.loadingFinished', params: { requestId, timestamp } });
const stack = (...urls) => ({ type: 'script', stack: { callFrames: urls.map((url) => ({ url, functionName: '', lineNumber: 0, columnNumber: 0, scriptId: '1' })) } });

const PAGE = 'http://127.0.0.1:3000/en-sg/';
const MAIN = 'http://127.0.0.1:3000/main.js';
const ENTRY = 'http://127.0.0.1:3001/remoteEntry.js';
const HOME = 'http://127.0.0.1:3001/__federation_expose_HomePage.js';
const API = 'http://127.0.0.1:4000/graphql';

const LOG = [
  sent('1', PAGE, 1.0, { type: 'other' }, 'Document'),
  done('1', 1.1),
  sent('2', MAIN, 1.11, { type: 'parser', url: PAGE }),
  sent('3', 'data:image/png;base64,xx', 1.12, { type: 'parser', url: PAGE }, 'Image'),
  done('2', 1.3),
  // The federation runtime in main.js loads the remote's entry...
  sent('4', ENTRY, 1.31, stack(MAIN)),
  done('4', 1.4),
  // ...whose code (on the stack under main.js's loader) loads the exposed page...
  sent('5', HOME, 1.41, stack(MAIN, ENTRY)),
  done('5', 1.5),
  // ...which asks the API (an async parent stack).
  sent('6', API, 1.51, { type: 'script', stack: { callFrames: [], parent: { callFrames: [{ url: HOME }] } } }, 'Fetch'),
  done('6', 1.6),
  // A request after the paint does not count.
  sent('7', 'http://127.0.0.1:3000/late.js', 1.7, stack(HOME)),
  done('7', 1.8),
];

test('each request is one level below the deepest request it waited for; data: URLs are not requests', () => {
  assert.deepEqual(
    requestLevels(LOG).map((r) => [r.url.replace(/^.*\//, ''), r.level]),
    [
      ['', 1],
      ['main.js', 2],
      ['remoteEntry.js', 3],
      ['__federation_expose_HomePage.js', 4],
      ['graphql', 5],
      // Sent by a script after the API's answer was in.
      ['late.js', 6],
    ],
  );
});

test('a request sent by a script waits for the data answers that were in before it was sent (the runtime read them)', () => {
  const CONFIG = 'http://127.0.0.1:3000/remotes.json';
  const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
  const log = [
    sent('1', PAGE, 1.0, { type: 'other' }, 'Document'),
    done('1', 1.1),
    sent('2', MAIN, 1.11, { type: 'parser', url: PAGE }),
    done('2', 1.2),
    sent('3', CONFIG, 1.21, stack(MAIN), 'Fetch'),
    done('3', 1.3),
    sent('4', MANIFEST, 1.31, stack(MAIN), 'Fetch'),
    // Sent while the manifest is still on its way: it did not wait for it.
    sent('5', 'http://127.0.0.1:3000/other.js', 1.32, stack(MAIN)),
    done('4', 1.4),
    sent('6', ENTRY, 1.41, stack(MAIN)),
    // A parser's request is not a script's: no data dependency.
    sent('7', 'http://127.0.0.1:3000/late.css', 1.42, { type: 'parser', url: PAGE }, 'Stylesheet'),
  ];
  assert.deepEqual(
    requestLevels(log).map((r) => [r.url.replace(/^.*\//, ''), r.level]),
    [
      ['', 1],
      ['main.js', 2],
      ['remotes.json', 3],
      ['mf-manifest.json', 4],
      ['other.js', 4],
      ['remoteEntry.js', 5],
      ['late.css', 2],
    ],
  );
});

test('levels before a paint: the deepest request finished by then', () => {
  assert.equal(levelsBefore(LOG, 1.65e6), 5);
  assert.equal(levelsBefore(LOG, 1.45e6), 3);
  assert.equal(levelsBefore(LOG, 1.05e6), 0);
  // A server-rendered page painted from its document alone.
  assert.equal(levelsBefore(LOG.slice(0, 2), 1.2e6), 1);
});

test('a redirect keeps its first start and takes its last address', () => {
  const log = [sent('1', 'http://127.0.0.1:3000/', 1, { type: 'other' }, 'Document'), sent('1', PAGE, 1.05, { type: 'other' }, 'Document'), done('1', 1.1), sent('2', MAIN, 1.2, { type: 'parser', url: PAGE })];
  assert.deepEqual(requestLevels(log).map((r) => [r.url, r.level, r.startS]), [[PAGE, 1, 1], [MAIN, 2, 1.2]]);
});
