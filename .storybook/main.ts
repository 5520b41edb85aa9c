// Storybook for the widgets: designers browse every widget in every state, with docs pages,
// the accessibility panel and the story test. Workspace packages resolve to their source, as
// in the tests.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@horeca/core/locale-ar': src('../packages/core/src/locale-ar.ts'),
        '@horeca/core': src('../packages/core/src/index.ts'),
        '@horeca/widgets/elements': src('../packages/widgets/src/elements/index.ts'),
        '@horeca/widgets': src('../packages/widgets/src/index.ts'),
      },
    },
  }),
};

export default config;
