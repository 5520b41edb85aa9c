// Size budgets, min+gzip. Each widget's own code (its folder, minified, with React, the state
// libraries, core, the shared runtime and the other widgets left out) must stay within 5 KiB,
// badges 2 KiB; on the script tag, a page with only a cart badge within 85 KiB with React and
// one with a product card within 90 KiB (issue 30's cap: 100), each in at most 6 files, with the initial
// script, each lazy chunk and the total reported. The shared runtime
// and the React-free npm entry are reported too. Exits 1 when a budget is exceeded.
// Run after the build: `npx tsx packages/widgets/scripts/size.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;

/** Everything outside `folder` is external: what is left is the folder's own code. */
function ownCodeOnly(folder: string): Plugin {
  return {
    name: 'own-code-only',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // A lazily loaded body is not part of the code that loads up front.
        if (args.kind === 'dynamic-import') return { path: args.path, external: true };
        if (!args.path.startsWith('.')) return { path: args.path, external: true };
        const target = resolve(args.resolveDir, args.path);
        return target.startsWith(folder) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

async function minGzip(
  entry: string | { contents: string; folder: string },
  plugins: Plugin[],
  external: string[] = [],
  alias: Record<string, string> = {},
): Promise<number> {
  const result = await build({
    ...(typeof entry === 'string'
      ? { entryPoints: [resolve(root, entry)] }
      : { stdin: { contents: entry.contents, resolveDir: entry.folder, loader: 'ts' as const } }),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    legalComments: 'none',
    external,
    alias,
    plugins,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

interface Row {
  name: string;
  bytes: number;
  budget: number | null;
  /** Files a page loads, and the most it may. */
  files?: number;
  fileBudget?: number;
}

const widgets: [string, string, number][] = [
  // 5.5: the card gained the spec's unit label and flash-sale variant (issue 20), about 0.3 KiB;
  // 5.6: its imports name core's concept entries (`@horeca/core/product`, `/cart`, `/messages`,
  // ...) instead of one, a few bytes of import lines in its own code (issue 27).
  ['product card', 'src/product-card', 5.6 * KiB],
  ['product carousel', 'src/product-carousel', 5 * KiB],
  ['cart badge', 'src/cart-badge', 2 * KiB],
  ['wishlist badge', 'src/wishlist-badge', 2 * KiB],
  ['star rating', 'src/star-rating', 5 * KiB],
  ['breadcrumb', 'src/breadcrumb', 5 * KiB],
  // 6.1: the words come through the language hooks (issue 23: Arabic), about 0.03 KiB.
  ['search', 'src/search', 6.1 * KiB],
  ['phone input', 'src/phone-input', 8 * KiB],
  ['newsletter', 'src/newsletter', 5 * KiB],
  ['glitch reporter', 'src/glitch-reporter', 5 * KiB],
  // Registration plus every element's contract (attributes, events, parts, described for the
  // manifest): nine elements' contracts need more than the 5 KiB four of them had.
  ['custom elements: registration + contracts (bodies lazy)', 'src/elements', 8 * KiB],
];

/**
 * Script-tag pages (issue 30): the files a page loads and their bytes with React (18.3 there:
 * scripts/build-cdn.ts). `target` is the issue's cap; `budget` fails the build: the figure when
 * the targets were met (badge 84.4 KiB, card 88.7 KiB) and a little room, never above the cap.
 */
const SCRIPT_TAG_PAGES = [
  { name: 'page with only <horeca-cart-badge>', bodies: ['src/cart-badge/count-badge-elements.tsx'], budget: 85 * KiB, target: 85 * KiB, files: 6 },
  { name: 'page with one <horeca-product-card>', bodies: ['src/product-card/product-card-element.tsx'], budget: 90 * KiB, target: 100 * KiB, files: 6 },
] as const;

/** Shopify's Buy Button, min+gzip, as issue 30 states it: a cited figure, not measured here. */
const SHOPIFY_BUY_BUTTON_KIB = 57.7;

const rows: Row[] = [];
for (const [name, folder, budget] of widgets) {
  rows.push({ name, bytes: await minGzip(`${folder}/index.ts`, [ownCodeOnly(resolve(root, folder))]), budget });
}
const runtimeFolder = resolve(root, 'src/runtime');
const runtimeModules = readdirSync(runtimeFolder).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
rows.push({
  name: 'shared runtime, all modules (no libraries)',
  bytes: await minGzip(
    { contents: runtimeModules.map((file) => `export * from './${file.replace(/\.tsx?$/, '')}';`).join('\n'), folder: runtimeFolder },
    [ownCodeOnly(runtimeFolder)],
  ),
  budget: null,
});
rows.push({
  name: 'npm elements entry, React/react-dom external',
  bytes: await minGzip('src/elements/index.ts', [], ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']),
  budget: null,
});

rows.push(...scriptTagRows());
// The baselines of the script-tag pages, in this run: React alone (esbuild min, gzip -9), 19 as an
// npm app has it and 18.3 as the script-tag bundle ships it (the aliased devDependencies), and
// Shopify's whole Buy Button as issue 30 measured it (cited, not downloaded).
const reactAlone = { contents: "import * as React from 'react';\nimport { createRoot } from 'react-dom/client';\nconsole.log(React, createRoot);", folder: root };
rows.push({ name: 'baseline: React 19 alone (react + react-dom/client, min+gzip)', bytes: await minGzip(reactAlone, []), budget: null });
rows.push({
  name: 'baseline: React 18.3 alone, as the script tag ships it',
  bytes: await minGzip(reactAlone, [], [], { react: 'react-18', 'react-dom': 'react-dom-18' }),
  budget: null,
});
rows.push({ name: "baseline: Shopify Buy Button, whole (issue 30's figure, cited)", bytes: Math.round(SHOPIFY_BUY_BUTTON_KIB * KiB), budget: null });

rows.push(...(await priceMatchClaimRows()));

/**
 * The price-match claim as a host app's bundler ships it (Vite, i.e. Rollup, React external,
 * everything else inside: core, goober, jotai, swr, react-hook-form, yup). "Before open" is
 * the modal shell and all it imports statically; "after open" is the chunk the first open
 * fetches (the form body with react-hook-form, the resolver, yup and core's schemas).
 * Rollup, not esbuild: esbuild chunks by file, so core's barrel would drag yup into the
 * shell's shared chunk, which no host bundler does.
 */
async function priceMatchClaimRows(): Promise<Row[]> {
  const { build: viteBuild } = await import('vite');
  const output = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: resolve(root, 'src/price-match-claim/price-match-claim.tsx'),
        preserveEntrySignatures: 'strict',
        external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
        output: { format: 'es' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output[0]! : (output as { output: unknown[] })).output.filter(
    (item): item is { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; code: string } =>
      (item as { type: string }).type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (starts: string[], dynamic: boolean) => {
    const seen = new Set(starts);
    for (const name of seen) {
      const chunk = byName.get(name);
      for (const next of [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])]) if (byName.has(next)) seen.add(next);
    }
    return seen;
  };
  const size = (names: Iterable<string>) => [...names].reduce((sum, name) => sum + gzipSync(byName.get(name)!.code, { level: 9 }).length, 0);
  const before = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), false);
  const everything = reach([...before], true);
  const after = [...everything].filter((name) => !before.has(name));
  return [
    { name: 'price-match claim before open (no React)', bytes: size(before), budget: 25 * KiB },
    { name: 'price-match claim after open: form chunk', bytes: size(after), budget: null },
    { name: 'price-match claim total, opened (no React)', bytes: size(everything), budget: null },
  ];
}

/**
 * The script-tag bundle, read through the import graph the build writes (scripts/build-cdn.ts):
 * a page loads the entry and its static imports, then, for each element it shows, that
 * element's body chunk and the chunks it imports statically. Budgets for a page with only a
 * cart badge and for one with one product card (issue 30): bytes with React, and files.
 */

function scriptTagRows(): Row[] {
  const dist = resolve(root, 'dist');
  let graph: { outputs: Record<string, { entryPoint: string | null; imports: { path: string; kind: string }[] }> };
  try {
    graph = JSON.parse(readFileSync(resolve(dist, 'horeca-widgets.graph.json'), 'utf8')) as typeof graph;
  } catch {
    console.error('dist/horeca-widgets.graph.json is missing: run `npm run build -w @horeca/widgets` first.');
    process.exitCode = 1;
    return [];
  }
  const gzipped = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  const reach = (starts: string[], kinds: string[]): Set<string> => {
    const seen = new Set<string>(starts);
    for (const file of seen) {
      for (const item of graph.outputs[file]?.imports ?? []) if (kinds.includes(item.kind)) seen.add(item.path);
    }
    return seen;
  };
  const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipped(file), 0);
  const fileOf = (entryPoint: string) => Object.keys(graph.outputs).find((file) => graph.outputs[file]?.entryPoint === entryPoint);
  const initial = reach(['horeca-widgets.js'], ['import-statement']);
  const everything = reach(['horeca-widgets.js'], ['import-statement', 'dynamic-import']);
  const plural = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
  const pages: Row[] = SCRIPT_TAG_PAGES.map((page) => {
    const bodies = page.bodies.map(fileOf);
    if (bodies.some((file) => file === undefined)) throw new Error(`${page.name}: a body chunk is missing from the graph`);
    const files = reach([...initial, ...(bodies as string[])], ['import-statement']);
    const bytes = bytesOf(files);
    const target = bytes > page.target ? `, target ${(page.target / KiB).toFixed(0)} KiB not met` : '';
    return { name: `script-tag ${page.name}, with React (${plural(files.size)} of ${page.files}${target})`, bytes, budget: page.budget, files: files.size, fileBudget: page.files };
  });
  const lazyRows = [...everything]
    .filter((file) => !initial.has(file))
    .sort()
    .map((file) => ({ name: `  lazy: ${graph.outputs[file]?.entryPoint?.replace(/^src\//, '') ?? `shared ${file.replace(/^horeca-widgets\//, '').replace(/-[\w-]{8}\.js$/, '')}`}`, bytes: gzipped(file), budget: null }));
  return [
    { name: `script-tag initial script with React (${plural(initial.size)})`, bytes: bytesOf(initial), budget: null },
    ...pages,
    ...lazyRows,
    { name: `script-tag total, every element used (${plural(everything.size)})`, bytes: bytesOf(everything), budget: null },
  ];
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(2)} KiB`;
let failed = false;
for (const row of rows) {
  const over = (row.budget !== null && row.bytes > row.budget) || (row.fileBudget !== undefined && (row.files ?? 0) > row.fileBudget);
  failed ||= over;
  const budget = row.budget === null ? 'report only' : `budget ${kib(row.budget)}`;
  console.info(`${over ? 'OVER' : 'ok  '}  ${row.name.padEnd(72)} ${kib(row.bytes).padStart(10)}  (${budget})`);
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exitCode = 1;
}
