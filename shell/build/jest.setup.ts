import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs the UI kit's dependencies touch.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no Fetch API, which react-router's navigations and the fake client's answers use:
// borrow Node's, with Node's AbortController and AbortSignal (Node's Request rejects jsdom's).
const { runInThisContext } = jest.requireActual<{ runInThisContext: (code: string) => unknown }>('node:vm');
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  Object.assign(globalThis, { [name]: runInThisContext(name) });
}
