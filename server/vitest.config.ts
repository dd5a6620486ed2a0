import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Servers the tests start (and their children) keep the small demo world, not the starter pack.
    env: { STARTER_DATA: '0' },
  },
});
