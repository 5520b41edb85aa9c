// The script-tag bundle: one `<script type="module" src=".../horeca-widgets.js">` and no build
// step for the partner. Built by Rollup (through Vite's build API), not esbuild: esbuild splits
// by which entries *reach* a module, so every element body shared a chunk with yup and core's
// schemas (core's barrel reaches them), and a badge alone took 16 files; Rollup splits by what
// is used and lets the chunks be named (issue 30: a badge page in at most 6 files).
//
// The files a page loads:
// - horeca-widgets.js: a few lines, registration only; it imports the runtime chunk. It stays
//   a separate file so every chunk imports the runtime by its hashed name, never the entry:
//   a page that loads the entry by another URL (`?v=2`) still gets one React and one cart.
// - horeca-widgets/runtime-[hash].js: React (18.3: REACT_18 below), r2wc, every element's
//   contract (without its prose: build/contract-prose.ts), the shell every
//   body renders in (store, API client, styles, toasts) and the libraries they use.
// - one chunk per element body (its widget's own code), loaded when that element first renders;
//   shared widget code (the card inside the carousel and the search panel) in its own chunk.
// - forms-[hash].js: react-hook-form and yup, only for the elements with a form.
// - the Arabic catalogue words, only on a page in Arabic.
// Writes dist/horeca-widgets.graph.json (which file imports which, statically or lazily) for
// the size check (scripts/size.ts).
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { contractProse } from '../build/contract-prose';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
const source = resolve(root, 'src');
const entry = resolve(source, 'elements/index.ts');
const shell = resolve(source, 'elements/element-shell.tsx');
// React 18 and 19 have useSyncExternalStore built in; swr's shim for React 17 is not needed here.
const syncExternalStoreShim = resolve(root, 'build/use-sync-external-store-shim.ts');

/**
 * React 18.3 in the script-tag bundle only: its react-dom is about 22 KiB (min+gzip) lighter than
 * React 19's, which a badge page could not carry within 85 KiB (issue 30). Every `react` and
 * `react-dom` import of the bundle, the libraries' too, goes to the aliased devDependencies
 * (react-18, react-dom-18); the npm build keeps the consumer's React (peer: 18.2 or 19).
 */
/** React 19's own files (the npm build's React): never in the script-tag bundle. */
const REACT_19 = /\/node_modules\/(react|react-dom)\//;
const REACT_18 = [
  { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
  { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
];

/**
 * What only the elements with a form use: the form libraries, core's forms and every module of
 * core that builds a yup schema (its account, cart-line, return and field rules). Named, because
 * Rollup puts every static dependency of a named chunk's module into that chunk, and a barrel
 * makes the schemas a dependency of the runtime's API client.
 */
const FORM_LIBRARIES = /\/node_modules\/(yup|property-expr|tiny-case|toposort|react-hook-form|@hookform\/resolvers)\//;
const YUP = /\/node_modules\/yup\//;
/**
 * A schema's messages in the form's language (core's schemaIn, the English `say` that reads every
 * table of core's, the widgets' useSay): only the forms use them.
 */
const SCHEMA_WORDS = /\/packages\/core\/src\/(messages\/say-english|fields\/schema-in)\.ts$|\/packages\/widgets\/src\/runtime\/use-say\.ts$/;
const isFormModule = (id: string, getModuleInfo: Rollup.GetModuleInfo) =>
  FORM_LIBRARIES.test(id) ||
  SCHEMA_WORDS.test(id) ||
  id.startsWith(`${coreSource}/forms/`) ||
  (id.startsWith(`${coreSource}/`) && Boolean(getModuleInfo(id)?.importedIds.some((imported) => YUP.test(imported))));
/** Core's Arabic words: only a page in Arabic loads them (runtime/catalogue-ar.ts). */
const ARABIC = /\/packages\/core\/src\/(locale-ar\.ts$|.*\.ar\.ts$)|\/packages\/widgets\/src\/runtime\/(catalogue-ar|messages\.ar)\.ts$/;
const coreSource = resolve(root, '../core/src');
/** The card, drawn by the card element, the carousel and the search panel's trending products. */
const CARD = /\/packages\/widgets\/src\/(product-card|star-rating)\//;
/** An element's contract (registration: the runtime) and its body (a chunk of its own), in its widget's folder. */
const ELEMENT_FILE = /(\.contract\.ts|-elements?\.tsx)$/;

/**
 * React and the element wrapper: in the runtime chunk, named, because a library chunk that
 * imports React (react-hook-form) would otherwise take React into itself.
 */
const RUNTIME_LIBRARIES = /\/node_modules\/(react|react-dom|react-18|react-dom-18|scheduler|@r2wc\/core|@r2wc\/react-to-web-component)\//;
/**
 * Libraries whose modules have no side effects although their packages do not say so: when
 * nothing of yup is used, nothing of it is kept (a module of core that builds a schema the
 * element never runs, reached for one of its constants).
 */
const PURE_LIBRARIES = /\/node_modules\/(yup|property-expr|tiny-case|toposort)\//;

/** The names core imports yup's schema builders by (`import { object, string } from 'yup'`). */
const YUP_BUILDERS = ['mixed', 'string', 'number', 'boolean', 'date', 'object', 'array', 'tuple', 'lazy'];

/**
 * The widgets' own modules every element loads: the entry's (registration, contracts, the lazy
 * body) and the shell's, walked through the widgets' sources only. A library or core module is
 * not listed: it goes with the modules that use it (Rollup's choice, by what is used).
 */
function runtimeModules(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set([entry, shell]);
  for (const id of found) {
    for (const next of getModuleInfo(id)?.importedIds ?? []) if (next.startsWith(`${source}/`)) found.add(next);
  }
  found.delete(entry);
  return found;
}

function manualChunks(): Rollup.GetManualChunk {
  let runtime: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (isFormModule(id, getModuleInfo)) return 'forms';
    if (ARABIC.test(id)) return 'arabic';
    if (id.startsWith(coreSource) || id.startsWith(`${source}/runtime/`)) return 'runtime';
    if (CARD.test(id) && !ELEMENT_FILE.test(id)) return 'product-card';
    if (RUNTIME_LIBRARIES.test(id)) return 'runtime';
    runtime ??= runtimeModules(getModuleInfo);
    return runtime.has(id) ? 'runtime' : undefined;
  };
}

interface GraphOutput {
  entryPoint: string | null;
  imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[];
}

/** Which file imports which: the initial script is the entry and its static imports. */
function writeGraph(chunks: Rollup.OutputChunk[]): void {
  const outputs: Record<string, GraphOutput> = {};
  const inFolder = (file: string) => resolve(dist, file).slice(dist.length + 1);
  for (const chunk of chunks) {
    outputs[inFolder(chunk.fileName)] = {
      entryPoint: chunk.facadeModuleId?.startsWith(`${root}/`) ? chunk.facadeModuleId.slice(root.length + 1) : null,
      imports: [
        ...chunk.imports.map((path) => ({ path: inFolder(path), kind: 'import-statement' as const })),
        ...chunk.dynamicImports.map((path) => ({ path: inFolder(path), kind: 'dynamic-import' as const })),
      ],
    };
  }
  writeFileSync(resolve(dist, 'horeca-widgets.graph.json'), `${JSON.stringify({ outputs }, null, 2)}\n`);
}

export async function buildCdn(): Promise<void> {
  const output = await build({
    configFile: false,
    logLevel: 'error',
    root,
    plugins: [contractProse()],
    resolve: {
      conditions: ['source', 'browser', 'import', 'module', 'default'],
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim },
        ...REACT_18,
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { jsx: 'automatic', legalComments: 'none' },
    build: {
      outDir: dist,
      emptyOutDir: false,
      // Library mode: Vite adds no preload helper around the dynamic imports.
      lib: { entry, formats: ['es'], fileName: () => 'horeca-widgets.js' },
      // Partner pages run evergreen browsers; es2022 keeps class fields native (smaller).
      target: 'es2022',
      // terser: about 6 KB (gzip) smaller than esbuild's own minifier here.
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
      // Beside the files for whoever serves dist/, but unlinked and not packed (package.json
      // `files`): React's and every library's sources, and a link to a map a CDN does not have
      // is a 404 in every developer's console.
      sourcemap: 'hidden',
      reportCompressedSize: false,
      copyPublicDir: false,
      rollupOptions: {
        treeshake: {
          moduleSideEffects: (id) => !PURE_LIBRARIES.test(id),
          // yup's builders make a schema and touch nothing else: a schema nobody reads is
          // dropped. The card's API client reaches core's claim module for one constant, and
          // the schemas built beside it took yup (15 KiB) into every page.
          manualPureFunctions: YUP_BUILDERS,
        },
        // Every dependency is inside: the partner's page has no bundler to provide one.
        external: [],
        output: {
          format: 'es',
          entryFileNames: 'horeca-widgets.js',
          chunkFileNames: 'horeca-widgets/[name]-[hash].js',
          manualChunks: manualChunks(),
        },
        onwarn(warning, warn) {
          // swr's "use client" lines mean nothing outside React Server Components.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results.flatMap((result) => ('output' in result ? result.output : [])).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunks.some((chunk) => chunk.fileName === 'horeca-widgets.js')) throw new Error('the script-tag build wrote no horeca-widgets.js');
  // Two Reacts in one bundle break every hook: an import the aliases missed would bring 19's.
  const react19 = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => REACT_19.test(id));
  if (react19.length > 0) throw new Error(`the script-tag bundle must carry React 18.3 only, not ${react19.join(', ')}`);
  writeGraph(chunks);
}
