import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToasts } from '@/lib/toast';
import { server } from './msw-server';
import { failOnUnhandledRequests, recordUnhandledRequest } from './unhandled-requests';

// jsdom lacks the layout APIs Radix primitives call; these inert versions are enough to open menus and dialogs.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      recordUnhandledRequest(request);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  failOnUnhandledRequests();
});
// A request that outlives the file's last test still fails the file.
afterAll(() => {
  server.close();
  clearToasts();
  document.body.innerHTML = '';
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);
  sessionStorage.clear();
  failOnUnhandledRequests();
});
