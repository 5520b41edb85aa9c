import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// Paths are absolute: tsup and esbuild resolve relative ones from whatever directory the
// build was started in (the root, or a workspace through `npm run -w`).
const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));
const syncExternalStoreShim = fromRoot('packages/widgets/build/use-sync-external-store-shim.ts');

// Builds the publishable packages. Each entry lists what it ships; the widgets
// entries are added by the widgets package as it grows.
export default defineConfig([
  {
    name: 'core',
    entry: { index: fromRoot('packages/core/src/index.ts') },
    outDir: fromRoot('packages/core/dist'),
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['redaxios', 'yup', 'dompurify'],
  },
  {
    // The npm package: ESM + types; React, the state libraries and core stay the host's.
    name: 'widgets',
    entry: { index: fromRoot('packages/widgets/src/index.ts'), elements: fromRoot('packages/widgets/src/elements/index.ts') },
    outDir: fromRoot('packages/widgets/dist'),
    format: ['esm'],
    dts: true,
    sourcemap: true,
    splitting: true,
    clean: false,
    target: 'es2022',
    external: ['react', 'react-dom', 'jotai', 'swr', 'goober', '@r2wc/react-to-web-component', '@horeca/core'],
  },
  {
    // The script-tag bundle: every element registered, one React inside, nothing to build.
    name: 'widgets-cdn',
    entry: { 'horeca-widgets': fromRoot('packages/widgets/src/elements/index.ts') },
    outDir: fromRoot('packages/widgets/dist'),
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    platform: 'browser',
    // terser after esbuild: about 6 KB (gzip) smaller than esbuild's own minifier here.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    sourcemap: true,
    clean: false,
    dts: false,
    // Partner pages run evergreen browsers; es2022 keeps class fields native (smaller).
    target: 'es2022',
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    esbuildOptions(options) {
      options.conditions = ['source', 'browser', 'import', 'default'];
      // Licences stay in the npm packages; the script-tag bundle ships code only.
      options.legalComments = 'none';
      // React 19 has useSyncExternalStore built in; swr's React 17 shim is not needed here.
      options.alias = {
        'use-sync-external-store/shim': syncExternalStoreShim,
        'use-sync-external-store/shim/index.js': syncExternalStoreShim,
      };
      options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
    },
  },
]);
