// Storybook for the widgets: designers browse every widget in every state, with docs pages,
// the accessibility panel and the story test. Workspace packages resolve to their source, as
// in the tests.
import type { StorybookConfig } from '@storybook/react-vite';
import type { AliasOptions } from 'vite';
import { sourceAliases } from '../scripts/source-aliases';

const aliasList = (alias: AliasOptions | undefined) => (Array.isArray(alias) ? alias : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) })));

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      // Ours first (patterns, so an array); Storybook's own kept after them, in either form Vite takes.
      alias: [...sourceAliases, ...aliasList(viteConfig.resolve?.alias)],
    },
  }),
};

export default config;
