// The hosting part of docs/elements.md: written by the build (scripts/embed-hosting.ts), checked
// against the packed bundle by the pack smoke (scripts/embed-hosting-check.mjs). The two must
// agree on the format, and the check must catch a stale hash, version or file list.
import { createHash } from 'node:crypto';
import { hostingProblems, scriptTagFiles } from '../../../scripts/embed-hosting-check.mjs';
import { HOSTING_END, HOSTING_START, embedHosting, integrityOf, withHosting, type Hosting } from '../scripts/embed-hosting';

const entryBytes = new TextEncoder().encode("import './horeca-widgets/runtime-abc.js';\n");
const hosting: Hosting = {
  packageName: '@horeca/widgets',
  version: '0.1.0',
  integrity: integrityOf(entryBytes),
  files: [
    { path: 'horeca-widgets.js', bytes: 412 },
    { path: 'horeca-widgets/runtime-abc.js', bytes: 260_000 },
    { path: 'horeca-widgets/badge-elements-def.js', bytes: 3_100 },
  ],
};
const packedPaths = ['package.json', 'dist/index.js', 'dist/horeca-widgets.js', 'dist/horeca-widgets/runtime-abc.js', 'dist/horeca-widgets/badge-elements-def.js', 'dist/horeca-widgets/runtime-abc.js.map'];
const doc = withHosting(`# Elements\n\n${HOSTING_START}\nold\n${HOSTING_END}\n\nafter\n`, embedHosting(hosting));

describe('the pinned script tag and the files to host', () => {
  it('gives the SHA-384 of the entry as browsers compute it, and jsDelivr’s URL at the exact version', () => {
    expect(hosting.integrity).toBe(`sha384-${createHash('sha384').update(entryBytes).digest('base64')}`);
    expect(doc).toContain('<script type="module" src="https://cdn.jsdelivr.net/npm/@horeca/widgets@0.1.0/dist/horeca-widgets.js"');
    expect(doc).toContain(`integrity="${hosting.integrity}" crossorigin="anonymous"`);
    expect(doc).toContain('these 3 files');
    expect(doc).toMatch(/^# Elements\n\n<!-- embed-hosting:start[^\n]*\n[\s\S]*<!-- embed-hosting:end -->\n\nafter\n$/);
    expect(doc).not.toContain('\nold\n');
  });

  it('passes the pack smoke’s check when the docs match the packed bundle', () => {
    expect(scriptTagFiles(packedPaths)).toEqual(['horeca-widgets.js', 'horeca-widgets/badge-elements-def.js', 'horeca-widgets/runtime-abc.js']);
    expect(hostingProblems({ doc, packageName: '@horeca/widgets', version: '0.1.0', entryBytes, packedPaths })).toEqual([]);
  });

  it('fails the check on another build of the entry, another version or another set of files', () => {
    const rebuilt = new TextEncoder().encode("import './horeca-widgets/runtime-xyz.js';\n");
    expect(hostingProblems({ doc, packageName: '@horeca/widgets', version: '0.1.0', entryBytes: rebuilt, packedPaths })).toEqual([
      expect.stringContaining('rebuild the widgets and commit docs/elements.md'),
    ]);
    expect(hostingProblems({ doc, packageName: '@horeca/widgets', version: '0.2.0', entryBytes, packedPaths })).toEqual([expect.stringContaining('does not pin')]);
    expect(hostingProblems({ doc, packageName: '@horeca/widgets', version: '0.1.0', entryBytes, packedPaths: [...packedPaths, 'dist/horeca-widgets/forms-ghi.js'] })).toEqual([
      expect.stringContaining('the package has 4'),
    ]);
    expect(hostingProblems({ doc: '# no markers', packageName: '@horeca/widgets', version: '0.1.0', entryBytes, packedPaths })).toHaveLength(1);
  });
});
