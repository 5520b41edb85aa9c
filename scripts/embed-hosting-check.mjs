// What docs/elements.md says a partner hosts and pins, checked against the packed widgets (run
// by scripts/pack-smoke.mjs): the integrity hash of the pinned URL is the packed
// horeca-widgets.js's, the URL names the packed version, and the files it lists are exactly the
// packed script-tag files. The build writes that part (packages/widgets/scripts/embed-hosting.ts);
// this catches a docs/elements.md that no longer matches what is published.
import { createHash } from 'node:crypto';

export const HOSTING_START = '<!-- embed-hosting:start';
export const HOSTING_END = '<!-- embed-hosting:end -->';

/** The script-tag files of a tarball listing: the entry and its chunks, no maps. */
export const scriptTagFiles = (packedPaths) =>
  packedPaths.filter((path) => /^dist\/horeca-widgets(\.js|\/[^/]+\.js)$/.test(path)).map((path) => path.slice('dist/'.length)).sort();

/** Problems found, as sentences; none when the docs match. */
export function hostingProblems({ doc, packageName, version, entryBytes, packedPaths }) {
  const start = doc.indexOf(HOSTING_START);
  const end = doc.indexOf(HOSTING_END);
  if (start === -1 || end < start) return ['docs/elements.md has no generated hosting part (embed-hosting markers)'];
  const part = doc.slice(start, end);
  const problems = [];
  const integrity = `sha384-${createHash('sha384').update(entryBytes).digest('base64')}`;
  const documented = /integrity="([^"]+)"/.exec(part)?.[1];
  if (documented !== integrity) problems.push(`docs/elements.md gives integrity ${documented ?? 'none'}, the packed horeca-widgets.js is ${integrity}: rebuild the widgets and commit docs/elements.md`);
  const url = `https://cdn.jsdelivr.net/npm/${packageName}@${version}/dist/horeca-widgets.js`;
  if (!part.includes(`src="${url}"`)) problems.push(`docs/elements.md does not pin ${url}`);
  const listed = [...part.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]).sort();
  const packed = scriptTagFiles(packedPaths);
  if (listed.join('\n') !== packed.join('\n')) {
    problems.push(`docs/elements.md lists ${listed.length} files to host (${listed.join(', ')}), the package has ${packed.length} (${packed.join(', ')})`);
  }
  return problems;
}
