// Playwright against the real API (seeded 100k catalogue, embedded database) in Debian's
// Chromium. The API also serves the built storefront when apps/storefront/dist exists, so
// storefront journeys and widget pages share one origin. A second loopback origin (the
// partner site) is started by e2e/support/partner-server.mjs.
import { defineConfig } from '@playwright/test';
import { API_URL, PARTNER_PORT, PARTNER_URL, chromiumLaunchOptions } from './support/env';
import { apiServerEnv } from './support/api-server';

const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // pdf.js, which the business journey reads its PDFs with, installed on demand (tools/test-readers).
  globalSetup: '../apps/api/test/test-readers.ts',
  outputDir: '../test-results',
  // Four browser workers on two cores: a journey mostly waits (on the one API process, on
  // debounces and page clocks), so two workers kept the machine's CPUs about 60% busy. All
  // processes of the whole run, measured in one cgroup (2026-12-07, machine loaded by other
  // work): 2 workers 819 CPU-s in 695 s, 4 workers 869 CPU-s in 572 s (0.82x the time).
  // E2E_WORKERS=1 for a serial run.
  workers: Number(process.env.E2E_WORKERS ?? 4),
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
      // at a load of 15); later starts reuse the data. `npm test` seeds it beside lint and
      // typecheck (e2e/support/prepare-api-data.ts), so this start only opens it.
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: apiServerEnv,
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
