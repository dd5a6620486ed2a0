import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../base/i18n/i18n.ts';

// antd's responsive helpers ask for media queries; happy-dom has no layout engine.
if (!window.matchMedia) {
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
