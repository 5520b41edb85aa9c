// The pack smoke test (`npm run test:pack`, run by .ci/run): what a partner gets from npm.
// Builds and packs @horeca/core and @horeca/widgets, checks the tarballs (no tests, stories or
// fixtures; README and LICENSE; source maps that point at shipped files instead of copying them;
// the size budget; publint; attw; docs/elements.md's pinned script tag and files to host against
// the packed script-tag bundle: embed-hosting-check.mjs), then installs both into a fresh Vite + React 19 app in a temporary
// folder (react, vite and the packages' own dependencies from the npm registry, the two
// tarballs by path), type-checks it with the type test (packages/widgets/test/types), checks
// that each of the type test's deliberate mistakes fails tsc on its own line
// (type-test-mistakes.mjs) and builds it. Every step has a time limit; the whole run is bounded by them.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingProblems } from './embed-hosting-check.mjs';
import { installOnDemand } from './on-demand.mjs';
import { errorLines, mismatches, withoutExpectations } from './type-test-mistakes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const KiB = 1024;
/**
 * Packed (gzip) tarball budgets. Before this check: widgets 1,071 KiB, core 198 KiB; after, 374 and 124.
 * Core 140 -> 144 KiB (issue 21): the API client by resource (17 modules, each a .ts, .js and .map)
 * and every upload rule with its messages moved into core took it to 140.8 KiB.
 * Core 144 -> 164 KiB (issue 23): the Arabic catalogues, locale rules and Intl formatting (source,
 * build and map of each) took it to 158.8 KiB; they load only on Arabic pages, not in English bundles.
 * Core 164 -> 184 KiB, widgets 420 -> 436 KiB (issues 27, 30, 32, 33): the cart handoff, the Gulf
 * claim, the search results page's types and the store's identity for its documents took core to
 * 177.6 KiB and then 180.1 KiB (the pack smoke had not run for two sessions, so the first step went
 * unseen); the script-tag bundle split into one chunk per element took widgets to 427.2 KiB, and the
 * editors' data for plain-HTML authors (VS Code custom data, web-types: 7.6 KiB) to 442.3 KiB.
 * Core 184 -> 224 KiB (issue 27): every answer of the API declared once in core as a yup schema
 * (answers/, 92 KiB unpacked of source, build, maps and types; the API's private schema files went)
 * and the product's view readers moved in from the widgets took it to 219.5 KiB. Only the API
 * imports @horeca/core/answers: no browser bundle carries it. 224 -> 232 KiB (issue 27): one entry
 * point per concept (17: @horeca/core/cart, ...), each an index module with its map and types,
 * and the types split across the entries they share: 228.5 KiB when it was made. 232 -> 248 KiB
 * (issue 27): the product card's view model and its mapper (product/*-view.ts) and the request bodies
 * declared once (answers/requests-*.ts) came into core: 241.4 KiB.
 */
const budgets = { '@horeca/core': 248 * KiB, '@horeca/widgets': 448 * KiB };
const forbidden = /(^|\/)(test|stories|testing)\/|\.(test|stories|fixtures|oracle)\.|-test-kit\./;
const started = Date.now();
let failures = 0;

function run(title, command, args, { cwd = root, minutes }) {
  const t0 = Date.now();
  console.info(`pack-smoke: ${title}`);
  let output;
  try {
    output = execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: minutes * 60_000,
      killSignal: 'SIGKILL',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
    });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    throw error;
  }
  console.info(`pack-smoke:   ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return output;
}

function fail(message) {
  console.error(`pack-smoke: FAIL ${message}`);
  failures += 1;
}

/** The type test without its @ts-expect-error directives: tsc must fail on exactly the lines they guarded. */
function checkDeliberateMistakes(app) {
  const t0 = Date.now();
  console.info('pack-smoke: type-check the deliberate mistakes (each must fail tsc)');
  const { text, guarded } = withoutExpectations(readFileSync(join(root, 'packages/widgets/test/types/uses-widgets.tsx'), 'utf8'));
  if (guarded.length === 0) fail('the type test has no deliberate mistakes left');
  const file = join(app, 'src/mistakes.tsx');
  writeFileSync(file, text);
  const result = spawnSync('npx', ['tsc', '--noEmit', '--pretty', 'false', '-p', '.'], { cwd: app, encoding: 'utf8', timeout: 3 * 60_000, killSignal: 'SIGKILL' });
  rmSync(file);
  if (result.error) throw result.error;
  const output = `${result.stdout}${result.stderr}`;
  const elsewhere = output.split('\n').filter((line) => /\): error TS/.test(line) && !/(^|[\\/])mistakes\.tsx\(/.test(line));
  for (const line of elsewhere) fail(`tsc: ${line}`);
  for (const message of mismatches(guarded, errorLines(output, 'mistakes.tsx'))) fail(`the type test's ${message}`);
  console.info(`pack-smoke:   ${guarded.length} mistakes, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const work = mkdtempSync(join(tmpdir(), 'horeca-pack-smoke-'));
try {
  // publint and attw are this script's alone: installed here, on demand (tools/pack-smoke), so the
  // store's own `npm install` leaves them out.
  const t0 = Date.now();
  const tools = join(installOnDemand('tools/pack-smoke'), 'node_modules/.bin');
  console.info(`pack-smoke: tools (tools/pack-smoke) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // --widgets-built: .ci/run's `npm test` has just built the widgets (build:e2e, the same
  // clean build), so only core is built here.
  if (process.argv.includes('--widgets-built')) run('build core', 'npx', ['tsx', 'scripts/build-packages.ts', '--core-only'], { minutes: 3 });
  else if (!process.argv.includes('--no-build')) run('build both packages', 'npx', ['tsx', 'scripts/build-packages.ts'], { minutes: 6 });

  const tarballs = {};
  for (const folder of ['packages/core', 'packages/widgets']) {
    const [pack] = JSON.parse(run(`npm pack ${folder}`, 'npm', ['pack', '--json', '--pack-destination', work], { cwd: join(root, folder), minutes: 2 }));
    tarballs[pack.name] = join(work, pack.filename);
    const paths = pack.files.map((file) => file.path);
    console.info(`pack-smoke:   ${pack.name}: ${(pack.size / KiB).toFixed(1)} KiB packed, ${(pack.unpackedSize / KiB).toFixed(1)} KiB unpacked, ${paths.length} files (budget ${budgets[pack.name] / KiB} KiB packed)`);
    if (pack.size > budgets[pack.name]) fail(`${pack.name} tarball is ${pack.size} bytes, over its ${budgets[pack.name]} budget`);
    for (const path of paths.filter((item) => forbidden.test(item))) fail(`${pack.name} ships ${path} (tests, stories and fixtures stay out)`);
    for (const path of ['README.md', 'LICENSE']) if (!paths.includes(path)) fail(`${pack.name} ships no ${path}`);
    if (pack.name === '@horeca/widgets') {
      const doc = readFileSync(join(root, 'docs/elements.md'), 'utf8');
      const entryBytes = readFileSync(join(root, folder, 'dist/horeca-widgets.js'));
      for (const problem of hostingProblems({ doc, packageName: pack.name, version: pack.version, entryBytes, packedPaths: paths })) fail(problem);
    }
    for (const map of paths.filter((item) => item.endsWith('.map'))) {
      const content = JSON.parse(readFileSync(join(root, folder, map), 'utf8'));
      if (content.sourcesContent?.some((source) => source != null)) fail(`${pack.name} ${map} copies its sources (sourcesContent)`);
      const base = map.split('/').slice(0, -1);
      for (const source of content.sources) {
        const parts = [...base];
        for (const part of source.split('/')) {
          if (part === '..') parts.pop();
          else parts.push(part);
        }
        if (!paths.includes(parts.join('/'))) fail(`${pack.name} ${map} points at ${source}, which the tarball lacks`);
      }
    }
    run(`publint ${folder}`, join(tools, 'publint'), ['--strict', folder], { minutes: 2 });
    // ESM only: Node >= 20.19 (the engines floor) can require() it, so attw's "CJS resolves to
    // ESM" is expected. node10 must resolve every typed entry; the script-tag file is for
    // <script> tags, so it is checked against node16 and bundlers only (esm-only profile).
    run(`attw ${pack.name}`, join(tools, 'attw'), [tarballs[pack.name], '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', 'horeca-widgets.js'], { minutes: 2 });
    run(`attw ${pack.name} (esm-only profile, every entry)`, join(tools, 'attw'), [tarballs[pack.name], '--profile', 'esm-only'], { minutes: 2 });
  }

  // The fresh app: React, Vite and TypeScript at the versions this repository uses.
  const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const app = join(work, 'app');
  cpSync(join(root, 'scripts/pack-smoke-app'), app, { recursive: true });
  cpSync(join(root, 'packages/widgets/test/types/uses-widgets.tsx'), join(app, 'src/uses-widgets.tsx'));
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'horeca-pack-smoke-app',
        private: true,
        type: 'module',
        dependencies: {
          '@horeca/core': `file:${tarballs['@horeca/core']}`,
          '@horeca/widgets': `file:${tarballs['@horeca/widgets']}`,
          react: version('react'),
          'react-dom': version('react-dom'),
        },
        devDependencies: Object.fromEntries(['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map((name) => [name, version(name)])),
      },
      null,
      2,
    )}\n`,
  );
  run('npm install into a fresh Vite + React 19 app', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], { cwd: app, minutes: 4 });
  // Through the exports map, as Node resolves them: the manifest and the script-tag bundle.
  run('resolve the manifest and the script-tag bundle', 'node', ['--input-type=module', '-e', "for (const entry of ['@horeca/widgets/custom-elements.json', '@horeca/widgets/horeca-widgets.js', '@horeca/widgets/elements', '@horeca/core', '@horeca/core/locale-ar']) console.info(import.meta.resolve(entry));"], { cwd: app, minutes: 1 });
  run('type-check the app (elements, events and components)', 'npx', ['tsc', '--noEmit', '-p', '.'], { cwd: app, minutes: 3 });
  checkDeliberateMistakes(app);
  run('build the app', 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app, minutes: 3 });
} catch (error) {
  fail(error instanceof Error ? error.message.split('\n')[0] : String(error));
} finally {
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.info(`pack-smoke: kept ${work}`);
}
console.info(`pack-smoke: ${failures ? `${failures} failure(s)` : 'ok'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failures ? 1 : 0);
