import { defineConfig } from '@playwright/test';

// Started by e2e/run-e2e.mjs, which builds nothing itself: it runs the built server on a free port
// with a fresh data directory and passes the address here.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/web-e2e',
  // Two shared CPU cores and a server that may still be warming its screening index.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    // A trace records every action's snapshots, a twentieth of the run's CPU; nobody opens a CI run's traces,
    // so they are recorded only when asked for (E2E_TRACE=1), and kept for the failures then.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium; Playwright never downloads browsers here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
