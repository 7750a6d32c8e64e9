import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_ENV } from './support/env';

const root = path.resolve(__dirname, '..');
const executablePath = chromiumPath();
if (!existsSync(executablePath)) {
  throw new Error(`Chromium not found at ${executablePath}: install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`);
}

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_ENV.STORE_PORT_SHELL}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // Recording a trace costs every test time (a screencast and DOM snapshots at each step): CI records only a
    // failed test's retry, which is the run a flake or a failure is read from.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${E2E_ENV.STORE_PORT_SHELL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
