import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { initI18n } from '../base/i18n/i18n.ts';

// antd's responsive helpers ask for media queries; happy-dom has no layout engine. (A file that
// runs outside a DOM, `@vitest-environment node`, has no window at all.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
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

initI18n('zh');

afterEach(() => {
  cleanup();
});

// React's scheduler may still hold a task when a file's last test ends (the passive effects of a
// last commit, a closing dialog's update). Run it while the DOM environment exists: torn down
// first, the task throws "window is not defined" and fails the run though every test passed.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});
