// The workspace packages resolved to their TypeScript, for every Vite-based tool (Vitest, the
// storefront's build, Storybook), so nothing needs a build first. One list, so a new entry point
// of core (a concept folder with an index.ts: `@horeca/core/cart`) resolves everywhere at once.
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const sourceAliases = [
  { find: /^@horeca\/core\/locale-ar$/, replacement: fromRoot('packages/core/src/locale-ar.ts') },
  { find: /^@horeca\/core\/([a-z-]+)$/, replacement: fromRoot('packages/core/src/$1/index.ts') },
  { find: /^@horeca\/core$/, replacement: fromRoot('packages/core/src/index.ts') },
  { find: /^@horeca\/widgets\/elements$/, replacement: fromRoot('packages/widgets/src/elements/index.ts') },
  { find: /^@horeca\/widgets$/, replacement: fromRoot('packages/widgets/src/index.ts') },
];
