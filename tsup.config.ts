import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// Paths are absolute: tsup and esbuild resolve relative ones from whatever directory the
// build was started in (the root, or a workspace through `npm run -w`).
const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

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

/** A package's concept folders, each an entry point of its own (`@horeca/core/cart`: src/cart/index.ts). */
function conceptEntries(packageFolder: string): Record<string, string> {
  const src = fromRoot(`${packageFolder}/src`);
  const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')));
  return Object.fromEntries(folders.map(({ name }) => [`${name}/index`, join(src, name, 'index.ts')]));
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

// Builds the publishable packages' npm entries. The widgets' script-tag bundle is built by
// packages/widgets/scripts/build-cdn.ts (Rollup: chunks split by what is used).
export default defineConfig([
  {
    name: 'core',
    entry: sourceFiles('packages/core'),
    outDir: fromRoot('packages/core/dist'),
    format: ['esm'],
    dts: { entry: { index: fromRoot('packages/core/src/index.ts'), 'locale-ar': fromRoot('packages/core/src/locale-ar.ts'), ...conceptEntries('packages/core') } },
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
]);
