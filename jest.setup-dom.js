// jsdom has no TextEncoder, which @store/shared's signed requests (jose) need at import time.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
