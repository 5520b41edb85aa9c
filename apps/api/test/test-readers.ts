// tools/test-readers: pdf.js and redocly, which only the tests read their output with, so the
// store's `npm install` leaves them out (issue 27: the footprint). This file's default export
// installs them on demand (scripts/on-demand.mjs: once, then only when the lock file changes):
// the API test project's globalSetup (vitest.config.ts) and the journeys' (e2e/playwright.config.ts).
import { fileURLToPath } from 'node:url';
import { installOnDemand } from '../../../scripts/on-demand.mjs';

export const testReaders = fileURLToPath(new URL('../../../tools/test-readers/', import.meta.url));

export default function installTestReaders(): void {
  installOnDemand('tools/test-readers');
}
