// node --test scripts/: the settings of scripts/serve.mjs that are read from the environment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderModeOf } from './serve.mjs';

test('STORE_RENDER: server rendering unless browser is asked for', () => {
  assert.equal(renderModeOf({}), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: '' }), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: 'server' }), 'server');
  assert.equal(renderModeOf({ STORE_RENDER: 'browser' }), 'browser');
});

test('STORE_RENDER: a value it does not know is refused, not served as the default', () => {
  for (const value of ['Browser', 'client', 'ssr']) assert.throws(() => renderModeOf({ STORE_RENDER: value }), /STORE_RENDER/, value);
});
