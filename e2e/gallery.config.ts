import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The screen gallery (`npm run screens`): every route at three widths, in English and Arabic, into docs/screens/.
// Not part of `npm test`: it asserts nothing, it shows the store to a reviewer who does not run it.
export default defineConfig({ ...base, testDir: './gallery', retries: 0, timeout: 10 * 60_000 });
