// jsdom has no TextEncoder, which react-router needs when it is imported: import this module first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
