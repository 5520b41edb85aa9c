// Migration 0008 (accounts): sessions issued before it keep working, but a guest's token gets
// the guest scope and no token outlives the new 7-day life. Runs on a fresh embedded database
// migrated to 0007 first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { migrationsBefore } from './migrations-before';

describe('migration 0008 on a database with sessions', () => {
  let database: Database;
  let dataDir: string;
  let before0008: string;
  const apply = (folder: string) => migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-0008-'));
    database = await openDatabase({ dataDir, databaseUrl: null });
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    before0008 = migrationsBefore('0008_');
    await apply(before0008);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    for (const dir of [dataDir, before0008]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("scopes guests' tokens and caps every token at 7 days", async () => {
    const { db } = database;
    // Raw SQL: the database is at 0007, before the columns this migration adds.
    await db.execute(sql`insert into customers (id, name, email, password_hash, is_guest) values (1, 'Guest', 'guest@example.com', null, true), (2, 'Lina', 'lina@example.com', 'x', false)`);
    await db.execute(sql`insert into auth_tokens (customer_id, token_hash, expires_at) values (1, 'g', now() + interval '30 days'), (2, 'f', now() + interval '30 days'), (2, 'soon', now() + interval '1 day')`);

    await apply(migrationsFolder);

    const rows = await queryRows<{ token_hash: string; scope: string; days: number }>(
      db,
      sql`select token_hash, scope, extract(epoch from expires_at - now()) / 86400 as days from auth_tokens order by token_hash`,
    );
    expect(rows.map((row) => [row.token_hash, row.scope])).toEqual([['f', 'full'], ['g', 'guest'], ['soon', 'full']]);
    for (const row of rows) expect(Number(row.days)).toBeLessThanOrEqual(7);
    expect(Number(rows.find((row) => row.token_hash === 'soon')!.days)).toBeLessThan(1.01);
  });
});
