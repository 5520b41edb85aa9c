import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/env';
import { sourceAliases } from './scripts/source-aliases';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** API test files that mock one of the API's modules (vi.mock): never run in a shared module graph. */
const API_ISOLATED = ['apps/api/test/startup-shared.test.ts'];

// Workspace packages resolve to their source, so tests never need a build first.
const alias = sourceAliases;

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    passWithNoTests: false,
    // One worker per core. Vitest's default (cores - 1) left the two-core CI machine running
    // all 126 files one after another; the main process idles once files are transformed.
    // Measured here with both settings in one sitting: widgets 129 s -> 104 s, storefront
    // 117 s -> 77 s. The API files each start their own server and database, so they run
    // side by side safely (also on PostgreSQL: one scratch database per server).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          globals: true,
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'widgets',
          globals: true,
          // happy-dom: jsdom's getComputedStyle (called over and over by role queries) made
          // this project about 5x slower; see packages/widgets/test/happy-dom-display.ts.
          environment: 'happy-dom',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}', 'packages/widgets/test/**/*.test.ts'],
          setupFiles: [src('./packages/widgets/test/setup.ts')],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: ['apps/api/test/chaos/**', ...API_ISOLATED],
          // pdf.js and redocly, which these tests read their output with, installed on demand.
          globalSetup: [src('./apps/api/test/test-readers.ts')],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // The files of a worker share one module graph: each file starts its own server on its
          // own database, and the API's module-level state is keyed by database. Loading the API
          // once per worker instead of once per file: on PostgreSQL, 101 files, same sitting,
          // 625 s -> 504 s (module loading 399 s -> 61 s).
          isolate: false,
        },
      },
      {
        // Files that replace one of the API's modules (vi.mock) need a module graph of their own.
        resolve: { alias },
        test: {
          name: 'api-isolated',
          globals: true,
          environment: 'node',
          include: API_ISOLATED,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        // Faults on a real PostgreSQL (issue 28): races, crashes, SIGTERM, the server stopped
        // and frozen. One file at a time (`npm run chaos -w @horeca/api`): a file that freezes
        // the server would fail any other file running beside it. Not in `npm run test:unit`
        // (which names its projects): without PostgreSQL these tests refuse to run.
        resolve: { alias },
        test: {
          name: 'chaos',
          globals: true,
          environment: 'node',
          include: ['apps/api/test/chaos/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'storefront',
          globals: true,
          environment: 'happy-dom',
          include: ['apps/storefront/src/**/*.test.{ts,tsx}'],
          setupFiles: [src('./packages/widgets/test/setup.ts')],
        },
      },
      {
        // Every story and its play function in Debian's Chromium, through Storybook's own
        // preview (decorators, the a11y addon), then the accessibility and console gates.
        plugins: [storybookTest({ configDir: src('./.storybook') })],
        resolve: { alias },
        test: {
          name: 'stories',
          // The console gate first: its afterEach then runs after the accessibility gate's.
          setupFiles: [src('./.storybook/console-error-gate.ts'), src('./.storybook/accessibility-gate.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
