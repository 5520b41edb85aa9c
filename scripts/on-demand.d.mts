// Types of on-demand.mjs, for the test set-ups that import it (vitest.config.ts, e2e/playwright.config.ts).
export function installOnDemand(folder: string): string;
