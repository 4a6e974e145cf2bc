// jsdom has no fetch. Tests mock the global fetch, but RTK Query still builds real Request, Headers
// and AbortSignal objects, and Node's Request rejects jsdom's AbortSignal: so give the window
// Node's whole fetch family, all from one realm.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'TransformStream', 'structuredClone'];

// antd's Form schedules work through MessageChannel, which jsdom lacks. Node's own ports would keep
// jest alive after the tests, so this one delivers through the window's (fakeable) timers.
function messageChannelFor(window) {
  const port = () => ({
    onmessage: null,
    peer: null,
    postMessage(data) {
      const peer = this.peer;
      window.setTimeout(() => peer.onmessage && peer.onmessage({ data }), 0);
    },
    start() {},
    close() {},
    addEventListener() {},
    removeEventListener() {},
  });
  return class MessageChannel {
    constructor() {
      this.port1 = port();
      this.port2 = port();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    if (!this.global.MessageChannel) this.global.MessageChannel = messageChannelFor(this.global);
    // jsdom's crypto has no subtle (the shell checks remote code's SHA-384 with it): Node's Web Crypto.
    if (!this.global.crypto?.subtle) Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}

module.exports = JsdomWithFetchEnvironment;
