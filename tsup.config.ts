import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// Paths are absolute: tsup and esbuild resolve relative ones from whatever directory the
// build was started in (the root, or a workspace through `npm run -w`).
const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));
const syncExternalStoreShim = fromRoot('packages/widgets/build/use-sync-external-store-shim.ts');

/**
 * Every dependency and peer of a package stays external in its npm build, subpaths included
 * ('react/jsx-runtime', '@hookform/resolvers/yup'): a dependency is either bundled or listed,
 * never both, so the host app's copy is the one copy (and the host's bundler dedupes it).
 */
function externalsOf(packageFolder: string): RegExp[] {
  const manifest = JSON.parse(readFileSync(fromRoot(`${packageFolder}/package.json`), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  return names.map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(?:/|$)`));
}

/**
 * npm builds map to the TypeScript in the package's src/ (shipped beside dist/), so the maps
 * carry no copy of the sources: a map with sourcesContent made the tarball two-thirds maps.
 */
const mapsWithoutSources = (options: { sourcesContent?: boolean }) => {
  options.sourcesContent = false;
};

/** The files a package publishes from src/: everything but tests, stories, fixtures and test kits. */
function sourceFiles(packageFolder: string): string[] {
  const src = fromRoot(`${packageFolder}/src`);
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|fixtures|oracle)\.|-test-kit\.|(^|\/)testing\//.test(file))
    .map((file) => join(src, file));
}

/**
 * One output file per source module, imports rewritten to their `.js` files. Bundled into one
 * file (or merged into shared chunks), a module's top-level calls (a yup schema, a style
 * sheet) stay in the host's bundle even when nothing uses them, so importing one widget
 * brought yup and DOMPurify along; module by module, the host's bundler (with
 * `sideEffects`) drops every module the page does not reach.
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      // JSON (the package's version) is inlined where it is imported.
      if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
      const target = resolve(args.resolveDir, args.path);
      const file = ['.ts', '.tsx'].some((ext) => existsSync(target + ext)) ? `${args.path}.js` : existsSync(join(target, 'index.ts')) ? `${args.path}/index.js` : null;
      if (!file) return { errors: [{ text: `preserve-modules: cannot resolve ${args.path} from ${dirname(args.importer)}` }] };
      return { path: file, external: true };
    });
  },
};

// Writes which script-tag file imports which, statically or lazily, so the size check can
// tell the initial script (entry plus its static imports) from the chunks loaded on use.
const writeCdnGraph: Plugin = {
  name: 'write-cdn-graph',
  setup(build) {
    build.onEnd((result) => {
      if (!result.metafile) return;
      // Metafile paths are relative to esbuild's working directory.
      const fromWorkDir = (file: string) => resolve(build.initialOptions.absWorkingDir ?? process.cwd(), file);
      const outputs = Object.fromEntries(
        Object.entries(result.metafile.outputs)
          .filter(([file]) => file.endsWith('.js'))
          .map(([file, output]) => [
            relative(fromRoot('packages/widgets/dist'), fromWorkDir(file)),
            {
              entryPoint: output.entryPoint ? relative(fromRoot('packages/widgets'), fromWorkDir(output.entryPoint)) : null,
              imports: output.imports
                .filter((item) => !item.external)
                .map((item) => ({ path: relative(fromRoot('packages/widgets/dist'), fromWorkDir(item.path)), kind: item.kind })),
            },
          ]),
      );
      writeFileSync(fromRoot('packages/widgets/dist/horeca-widgets.graph.json'), `${JSON.stringify({ outputs }, null, 2)}\n`);
    });
  },
};

// Builds the publishable packages. Each entry lists what it ships; the widgets
// entries are added by the widgets package as it grows.
export default defineConfig([
  {
    name: 'core',
    entry: sourceFiles('packages/core'),
    outDir: fromRoot('packages/core/dist'),
    format: ['esm'],
    dts: { entry: { index: fromRoot('packages/core/src/index.ts'), 'locale-ar': fromRoot('packages/core/src/locale-ar.ts') } },
    esbuildPlugins: [preserveModules],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: externalsOf('packages/core'),
    esbuildOptions: mapsWithoutSources,
  },
  {
    // The npm package: ESM + types; React, the state libraries and core stay the host's.
    name: 'widgets',
    entry: sourceFiles('packages/widgets'),
    outDir: fromRoot('packages/widgets/dist'),
    format: ['esm'],
    dts: { entry: { index: fromRoot('packages/widgets/src/index.ts'), elements: fromRoot('packages/widgets/src/elements/index.ts') } },
    esbuildPlugins: [preserveModules],
    sourcemap: true,
    clean: false,
    target: 'es2022',
    external: externalsOf('packages/widgets'),
    esbuildOptions: mapsWithoutSources,
  },
  {
    // The script-tag bundle: one `<script type="module">` and no build step for the partner.
    // The entry holds React, the runtime and every element's contract (registration); each
    // element's body is a chunk in horeca-widgets/ beside it, imported relative to the
    // script's own URL the first time that element renders.
    name: 'widgets-cdn',
    entry: { 'horeca-widgets': fromRoot('packages/widgets/src/elements/index.ts') },
    outDir: fromRoot('packages/widgets/dist'),
    format: ['esm'],
    splitting: true,
    outExtension: () => ({ js: '.js' }),
    platform: 'browser',
    // terser after esbuild: about 6 KB (gzip) smaller than esbuild's own minifier here.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    // Not linked and not packed (scripts/build.ts): React's and every library's sources, 2 MB.
    sourcemap: true,
    clean: false,
    dts: false,
    // Partner pages run evergreen browsers; es2022 keeps class fields native (smaller).
    target: 'es2022',
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    esbuildPlugins: [writeCdnGraph],
    esbuildOptions(options) {
      options.conditions = ['source', 'browser', 'import', 'default'];
      // esbuild's default working directory is the one it was loaded in, which depends on how
      // the build was started; the import graph's paths are relative to it.
      options.absWorkingDir = fromRoot('.');
      // Chunks in their own folder: the npm build writes its own chunk-*.js into dist/.
      options.chunkNames = 'horeca-widgets/[name]-[hash]';
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
