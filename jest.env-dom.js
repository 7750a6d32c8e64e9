// jsdom, plus the platform's fetch: the store's API clients call fetch (as browsers have it), and jsdom has none.
// AbortController and AbortSignal come with it, since fetch accepts only its own realm's signals.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = DomWithFetchEnvironment;
