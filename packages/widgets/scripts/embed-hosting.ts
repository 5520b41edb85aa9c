// The "Host the files" part of docs/elements.md, written from the built script-tag bundle: the
// exact files of dist/ a page loads (the build's import graph) and a pinned CDN URL with the
// Subresource Integrity hash of this build's horeca-widgets.js. scripts/embed-docs.ts writes it
// after every build; the pack smoke (scripts/pack-smoke.mjs) checks the hash against the packed
// file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const HOSTING_START = '<!-- embed-hosting:start (generated from packages/widgets/dist/ by the widgets build; do not edit) -->';
export const HOSTING_END = '<!-- embed-hosting:end -->';

/** The script-tag entry, the one file a page names. */
export const ENTRY_FILE = 'horeca-widgets.js';

export interface HostedFile {
  /** Relative to dist/. */
  path: string;
  bytes: number;
}

export interface Hosting {
  packageName: string;
  version: string;
  /** `sha384-…` of the entry file. */
  integrity: string;
  files: HostedFile[];
}

/** The Subresource Integrity value of a file's bytes (SHA-384, as browsers and jsDelivr use). */
export const integrityOf = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** jsDelivr's URL of a file of an npm package at an exact version (never a range: it can change). */
export const pinnedCdnUrl = (packageName: string, version: string, path: string): string =>
  `https://cdn.jsdelivr.net/npm/${packageName}@${version}/dist/${path}`;

/**
 * What a page can load, from the build's graph (dist/horeca-widgets.graph.json lists every
 * chunk, each imported statically or lazily from the entry): the entry and every chunk, no
 * source map, no graph, none of the npm build.
 */
export function readHosting(widgetsRoot: string): Hosting {
  const dist = resolve(widgetsRoot, 'dist');
  const graph = JSON.parse(readFileSync(resolve(dist, 'horeca-widgets.graph.json'), 'utf8')) as { outputs: Record<string, unknown> };
  const pkg = JSON.parse(readFileSync(resolve(widgetsRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  const paths = Object.keys(graph.outputs).sort((a, b) => (a === ENTRY_FILE ? -1 : b === ENTRY_FILE ? 1 : a.localeCompare(b)));
  if (paths[0] !== ENTRY_FILE) throw new Error(`the script-tag build has no ${ENTRY_FILE}`);
  const files = paths.map((path) => ({ path, bytes: readFileSync(resolve(dist, path)).length }));
  return { packageName: pkg.name, version: pkg.version, integrity: integrityOf(readFileSync(resolve(dist, ENTRY_FILE))), files };
}

/** The generated part, markers included. */
export function embedHosting(hosting: Hosting): string {
  const total = hosting.files.reduce((sum, file) => sum + file.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    HOSTING_START,
    '',
    `From the published package, pinned to version ${hosting.version} (the \`integrity\` hash is this version's \`${ENTRY_FILE}\`, computed by the build):`,
    '',
    '```html',
    `<script type="module" src="${pinnedCdnUrl(hosting.packageName, hosting.version, ENTRY_FILE)}"`,
    `  integrity="${hosting.integrity}" crossorigin="anonymous"></script>`,
    '```',
    '',
    `To host the bundle yourself, serve these ${hosting.files.length} files of \`packages/widgets/dist/\` (${kb(total)}), keeping the \`horeca-widgets/\` folder beside \`${ENTRY_FILE}\`; the same \`integrity\` applies. Nothing else in \`dist/\` is loaded by a page (the npm build, the source maps, \`horeca-widgets.graph.json\`).`,
    '',
    '| file | size |',
    '|---|---|',
    ...hosting.files.map((file) => `| \`${file.path}\` | ${kb(file.bytes)} |`),
    '',
    HOSTING_END,
  ].join('\n');
}

/** docs/elements.md with its hosting part replaced; throws when the markers are missing. */
export function withHosting(document: string, hosting: string): string {
  const start = document.indexOf(HOSTING_START);
  const end = document.indexOf(HOSTING_END);
  if (start === -1 || end < start) throw new Error(`docs/elements.md needs the markers ${HOSTING_START} and ${HOSTING_END}.`);
  return `${document.slice(0, start)}${hosting}${document.slice(end + HOSTING_END.length)}`;
}

/** The integrity value docs/elements.md gives for the pinned URL, or null. */
export function documentedIntegrity(document: string): string | null {
  const start = document.indexOf(HOSTING_START);
  const end = document.indexOf(HOSTING_END);
  if (start === -1 || end < start) return null;
  return /integrity="(sha384-[A-Za-z0-9+/=]+)"/.exec(document.slice(start, end))?.[1] ?? null;
}
