// drizzle-kit generates the next migration by diffing the schema against the newest snapshot, and
// refuses to run at all when two snapshots name the same parent. Migrations written on branches
// side by side left exactly that (0013-0016 all children of 0012, 0018 without a snapshot), so the
// chain is checked here rather than found broken at the next `npm run db:generate`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/db/migrate';

const apiFolder = path.resolve(migrationsFolder, '..');
const drizzleKit = path.resolve(apiFolder, '../../node_modules/drizzle-kit/bin.cjs');

type Snapshot = { id: string; prevId: string };

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const snapshotOf = (idx: number): Snapshot | undefined => {
  const file = path.join(migrationsFolder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot) : undefined;
};

describe('drizzle snapshots', () => {
  it('every migration has a snapshot, each the child of the one before', () => {
    const broken: string[] = [];
    let parent = '00000000-0000-0000-0000-000000000000';
    for (const { idx, tag } of journal.entries) {
      const snapshot = snapshotOf(idx);
      if (!snapshot) broken.push(`${tag}: no snapshot`);
      else if (snapshot.prevId !== parent) broken.push(`${tag}: parent ${snapshot.prevId}, expected ${parent}`);
      parent = snapshot?.id ?? parent;
    }
    expect(broken).toEqual([]);
  });

  it('the newest snapshot is the schema: drizzle-kit generates nothing from it', () => {
    // A scratch copy of the folder: a failing check must not leave a stray migration behind.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-drizzle-'));
    try {
      fs.cpSync(migrationsFolder, path.join(scratch, 'drizzle'), { recursive: true });
      const out = path.relative(apiFolder, path.join(scratch, 'drizzle'));
      const config = path.join(scratch, 'drizzle.config.mjs');
      fs.writeFileSync(config, `export default ${JSON.stringify({ dialect: 'postgresql', schema: ['./src/db/schema/catalogue.ts', './src/db/schema/commerce.ts'], out })};`);
      const printed = execFileSync(process.execPath, ['--import', './src/db/drizzle-kit-resolve.mjs', drizzleKit, 'generate', '--config', config], { cwd: apiFolder, encoding: 'utf8' });
      expect(printed).toContain('No schema changes');
      expect(fs.readdirSync(path.join(scratch, 'drizzle')).filter((file) => file.endsWith('.sql'))).toHaveLength(journal.entries.length);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
