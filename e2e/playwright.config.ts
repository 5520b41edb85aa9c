// Playwright against the real API (seeded 100k catalogue, embedded database) in Debian's
// Chromium. The API also serves the built storefront when apps/storefront/dist exists, so
// storefront journeys and widget pages share one origin. A second loopback origin (the
// partner site) is started by e2e/support/partner-server.mjs.
import { defineConfig } from '@playwright/test';
import { API_PORT, API_URL, PARTNER_PORT, PARTNER_URL, chromiumLaunchOptions } from './support/env';

const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Two browser workers on two cores: most of a test's time is spent waiting on the API and
  // rendering, and the whole suite took 0.6x as long as with one worker. E2E_WORKERS=1 for
  // a serial run.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI also a JSON report: .ci/run lists every test that needed its retry (a flake to fix).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]] : [['list']],
  use: {
    baseURL: API_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace for every test and discarding it when the test passes cost about 15%
    // of the run (route table: 80 s -> 68 s with it off). In CI a failed test is retried once,
    // and the retry records the trace; locally (no retries) a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npm run start -w @horeca/api',
      cwd: root,
      url: `${API_URL}/api/health`,
      // First start seeds 100,000 products (about 50 s on a quiet two-core machine, 10 minutes
      // at a load of 15); later starts reuse the data.
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        // One data folder per port: PGlite serves one process, and a second API on another
        // port (to try an API change) must not open the same files.
        DATA_DIR: `${root}.data-e2e-${API_PORT}`,
        // The embedded PGlite, as `npm start` runs the store, also when the command runs under
        // scripts/with-postgres.sh (as .ci/run runs `npm test`: the API suite on PostgreSQL).
        DATABASE_URL: '',
        NODE_ENV: 'test',
        // As `npm start`'s local store: the test payment provider and the demo customers.
        PAYMENT_PROVIDER: 'test',
        SEED_DEMO: '1',
        ALLOWED_ORIGINS: PARTNER_URL,
        STOREFRONT_URL: API_URL,
        PUBLIC_DIR: `${root}apps/storefront/dist`,
        // Journeys create customers from one address; raise the per-address limits (test only).
        E2E_LIMIT_MULTIPLIER: '20',
      },
    },
    {
      command: 'node e2e/support/partner-server.mjs',
      cwd: root,
      url: `${PARTNER_URL}/health`,
      timeout: 20_000,
      reuseExistingServer: !process.env.CI,
      env: { PARTNER_PORT: String(PARTNER_PORT) },
    },
  ],
});
