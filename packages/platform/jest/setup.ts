// Shared by every frontend's jest run (see jest.frontend.cjs at the repository root).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadAntdTheme } from '../src/ui/antdTheme';

// findBy…/waitFor wait up to 5 s, not 1: on a busy 2-core machine an antd form's submit and the
// navigation after it took longer than a second (the shell's login specs failed under load only).
configure({ asyncUtilTimeout: 5000 });

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has <dialog> but not its modal methods: open and close it by its `open` attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Each test starts as a new visitor: no token, no cart.
beforeEach(() => {
  localStorage.clear();
});

// PlatformProviders themes antd from a chunk loaded on demand (src/ui/antdTheme.tsx); loaded once
// here, screens render at once, as they do in a standalone page (startStandalone awaits it too).
beforeAll(() => loadAntdTheme());
