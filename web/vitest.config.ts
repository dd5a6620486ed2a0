import react from '@vitejs/plugin-react';
// Relative: the config is bundled on its own, and the contract package is TypeScript source.
import { DEFAULT_THEME_COLOR } from '../contract/src/constants.ts';
import { defineConfig } from 'vitest/config';
import { antdThemeBuild } from './build/antdThemeBuild.ts';

export default defineConfig({
  plugins: [react(), antdThemeBuild([DEFAULT_THEME_COLOR])],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
  },
});
