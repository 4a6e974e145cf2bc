// jsdom has no fetch. Tests mock the global fetch, but RTK Query still builds real Request, Headers
// and AbortSignal objects, and Node's Request rejects jsdom's AbortSignal: so give the window
// Node's whole fetch family, all from one realm.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'TransformStream', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
