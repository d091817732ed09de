import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs the UI kit's dependencies touch.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
