import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';

// Files that opt into `@vitest-environment node` (tooling tests) have no window.
const hasDom = typeof window !== 'undefined';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (hasDom) {
  // findBy*/waitFor wait up to 1 s by default: too short for a lazily loaded route chunk on a
  // loaded 2-core CI box (npm test runs vitest beside a build). Tests still fail on a real miss.
  configure({ asyncUtilTimeout: 5_000 });

  // Mantine reads these browser APIs; jsdom lacks them.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  window.ResizeObserver = ResizeObserverStub;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  if (hasDom) {
    cleanup();
    // Files share a module graph (vitest.config.ts): a notice one file left must not show in the next.
    notifications.clean();
    window.localStorage.clear();
  }
  server.resetHandlers();
});
afterAll(() => server.close());
