import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** drizzle-kit writes the generated SQL here (see drizzle.config.ts). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies pending drizzle-kit migrations with drizzle's own migrator for the open driver. */
export async function runMigrations(database: Database): Promise<void> {
  // Extensions sit outside the generated migrations so the set can be regenerated from
  // scratch with drizzle-kit; pg_trgm is a trusted extension (a database owner may create it).
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
