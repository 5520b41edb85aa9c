// Size against the peers a partner would pick instead, all measured in this one run with one
// method: each widget (or peer) imported alone from its npm entry (ours: the built
// dist/index.js, so run after `npm run build -w @horeca/widgets`), bundled by esbuild,
// minified, React external, every other dependency inside, gzip level 9. "Eager" is the entry
// chunk and its static imports (what loads before the first use); "total" adds the chunks
// loaded later (a form that opens, the search's open panel). Two ratios against the peer's
// whole: eager (what loads before the first use, issue 22's measure) and total (everything
// once opened). Writes bench-results/widget-peer-size.json.
// PEER_SIZE_BASELINE=<another checkout>/packages (built) adds its widgets as a column, measured
// in the same run: before/after a change.
// Run: `npm run bench` (it installs the peers into bench/node_modules first).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const widgetsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(widgetsFolder, '../..');
const KiB = 1024;
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

interface Measured {
  eager: number;
  total: number;
}

/**
 * The built npm entries of another checkout's packages, core's subpaths included (its
 * `@horeca/core/cart`, ...): read from its package.json, so a checkout from before or after
 * core had them is measured the same way. esbuild takes the longest matching name.
 */
function builtEntries(packages: string): Record<string, string> {
  const entries: Record<string, string> = { '@horeca/widgets': `${packages}/widgets/dist/index.js` };
  const manifest = JSON.parse(readFileSync(`${packages}/core/package.json`, 'utf8')) as { exports: Record<string, string | { import?: string }> };
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target === 'object' && target.import) entries[`@horeca/core${subpath.slice(1)}`] = resolve(packages, 'core', target.import);
  }
  return entries;
}

/**
 * Bundles `code` (imports plus a use of each, so nothing is shaken away) twice: with every
 * dynamic import left out (eager: what loads before the first use) and with them inlined
 * (total). One file each, not esbuild's code splitting: a split build turns every dynamic
 * import the barrel mentions into an entry, and code shared with those entries lands in a
 * chunk the page loads up front, which no host bundler would do.
 */
async function measure(code: string, packages?: string): Promise<Measured> {
  const size = async (eager: boolean) => {
    const result = await build({
      stdin: { contents: code, resolveDir: widgetsFolder, loader: 'tsx' },
      // The peers are installed apart from the store's own dependencies (bench/package.json).
      nodePaths: [resolve(root, 'bench/node_modules')],
      bundle: true,
      format: 'esm',
      minify: true,
      target: 'es2022',
      platform: 'browser',
      // No tsconfig: the repository's `paths` would swap the npm entry for the source.
      tsconfigRaw: {},
      write: false,
      legalComments: 'none',
      external: react,
      // Styles a peer imports are not JavaScript; the widgets carry theirs in their code.
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: eager ? [lazyLeftOut] : [],
      ...(packages ? { alias: builtEntries(packages) } : {}),
      logLevel: 'silent',
    });
    return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
  };
  return { eager: await size(true), total: await size(false) };
}

const lazyLeftOut: Plugin = {
  name: 'lazy-left-out',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

const keep = (names: string[]) => `console.log(${names.join(', ')});`;
const ours = (names: string[]) => `import { ${names.join(', ')} } from '@horeca/widgets';\n${keep(names)}`;

interface Row {
  widget: string;
  code: string;
  peers: { name: string; code: string }[];
}

const rhfYup = `import { useForm } from 'react-hook-form';\nimport { yupResolver } from '@hookform/resolvers/yup';\nimport { object, string } from 'yup';\n${keep(['useForm', 'yupResolver', 'object', 'string'])}`;
const rows: Row[] = [
  {
    widget: 'phone input',
    code: ours(['PhoneInput']),
    peers: [
      { name: 'react-international-phone', code: `import { PhoneInput } from 'react-international-phone';\n${keep(['PhoneInput'])}` },
      { name: 'react-phone-number-input', code: `import PhoneInput from 'react-phone-number-input';\n${keep(['PhoneInput'])}` },
    ],
  },
  {
    widget: 'search',
    code: ours(['Search']),
    peers: [{ name: '@algolia/autocomplete-js', code: `import { autocomplete } from '@algolia/autocomplete-js';\n${keep(['autocomplete'])}` }],
  },
  {
    widget: 'glitch reporter',
    code: ours(['GlitchReporter']),
    peers: [
      {
        name: '@sentry/browser init + feedbackIntegration',
        code: `import { init, feedbackIntegration } from '@sentry/browser';\ninit({ integrations: [feedbackIntegration()] });`,
      },
      { name: '@sentry/browser init alone', code: `import { init } from '@sentry/browser';\ninit({});` },
    ],
  },
  { widget: 'price-match claim', code: ours(['PriceMatchClaim']), peers: [{ name: 'react-hook-form + @hookform/resolvers + yup', code: rhfYup }] },
  { widget: 'newsletter', code: ours(['Newsletter']), peers: [{ name: 'react-hook-form + @hookform/resolvers + yup', code: rhfYup }] },
  {
    widget: 'product card + carousel + badges',
    code: ours(['ProductCard', 'ConnectedProductCard', 'ProductCarousel', 'CartBadge', 'WishlistBadge']),
    peers: [{ name: '@shopify/buy-button-js', code: `import ShopifyBuy from '@shopify/buy-button-js';\n${keep(['ShopifyBuy'])}` }],
  },
];

const baseline = process.env.PEER_SIZE_BASELINE ? resolve(process.env.PEER_SIZE_BASELINE) : undefined;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);
const results = [];
console.info(
  `widget (npm entry, React external, esbuild min, gzip -9)   eager KiB  total KiB${baseline ? '  baseline eager/total' : ''}   peer (total KiB)                                   eager/peer  total/peer`,
);
for (const row of rows) {
  const mine = await measure(row.code);
  const before = baseline ? await measure(row.code, baseline) : undefined;
  const peers = [];
  for (const peer of row.peers) peers.push({ name: peer.name, ...(await measure(peer.code)) });
  results.push({ widget: row.widget, ...mine, baseline: before, peers });
  const baselineText = before ? `${kib(before.eager)} / ${kib(before.total)}`.padStart(21) : '';
  peers.forEach((peer, index) => {
    const left = index === 0 ? `${row.widget.padEnd(58)} ${kib(mine.eager).padStart(9)} ${kib(mine.total).padStart(10)}${baselineText}` : ''.padEnd(79 + baselineText.length);
    const ratio = (bytes: number) => `${(bytes / peer.total).toFixed(2)}x`.padStart(10);
    console.info(`${left}   ${`${peer.name} (${kib(peer.total)})`.padEnd(52)} ${ratio(mine.eager)}  ${ratio(mine.total)}`);
  });
}
mkdirSync(resolve(root, 'bench-results'), { recursive: true });
writeFileSync(resolve(root, 'bench-results/widget-peer-size.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
