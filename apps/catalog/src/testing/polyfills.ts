// jsdom has no TextEncoder, which @store/shared's signed requests (jose) need at import time.
// Import this first in a test that imports @store/shared.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
