import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18_090);
/** Each run starts from an empty database so the demo data is exactly the generator's. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `zhihang-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
/** Journeys run in the small deterministic demo world: the server and the setup's user-create skip the starter pack. */
process.env.STARTER_DATA = '0';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for a 2-core CI machine that runs the server, two browsers and the tests at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunch,
    // A trace records every frame of a journey as it runs: kept for every journey, it cost about a
    // third of the suite's time on a 2-core machine. A failure is retried once with its trace on.
    trace: 'on-first-retry',
    // An action that cannot land (an element covered, say) fails in this time and is retried, rather
    // than holding a worker until the journey's own timeout.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      STARTER_DATA: '0',
      // Every journey logs in from this one address; the per-address limit is for real clients.
      LOGIN_MAX_PER_ADDRESS: '10000',
    },
  },
});
