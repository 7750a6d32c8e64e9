// node --test scripts/: the settings of scripts/serve.mjs that are read from the environment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageCacheOf, renderModeOf } from './serve.mjs';

test('STORE_RENDER: server rendering unless browser is asked for', () => {
  assert.equal(renderModeOf({}), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: '' }), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: 'server' }), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: 'browser' }), 'browser');
});

test('STORE_RENDER: a value it does not know is refused, not served as the default', () => {
  for (const value of ['Browser', 'client', 'ssr']) assert.throws(() => renderModeOf({ STORE_RENDER: value }), /STORE_RENDER/, value);
});

test('STORE_PAGE_CACHE_MS: pages kept 5 s by default, stale up to six times that; 0 turns the cache off', () => {
  assert.deepEqual(pageCacheOf({}), { freshMs: 5000, staleMs: 30000 });
  assert.deepEqual(pageCacheOf({ STORE_PAGE_CACHE_MS: '1000' }), { freshMs: 1000, staleMs: 6000 });
  assert.deepEqual(pageCacheOf({ STORE_PAGE_CACHE_MS: '0' }), { freshMs: 0, staleMs: 0 });
  for (const value of ['-1', '1.5', 'soon']) assert.throws(() => pageCacheOf({ STORE_PAGE_CACHE_MS: value }), /STORE_PAGE_CACHE_MS/, value);
});
