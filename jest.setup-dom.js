// jsdom has no TextEncoder, which @store/shared's signed requests (jose) need at import time.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 4 s (the library's 1 s is shorter than a busy 2-core CI machine sometimes needs): they
// still return as soon as the screen is right, so only a failing test waits longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
