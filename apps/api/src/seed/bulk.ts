import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';

/** Rows per statement: one JSON parameter each, so no bind-parameter limit applies. */
export const BULK_BATCH_ROWS = 2000;

/**
 * Bulk insert through one jsonb parameter per batch (jsonb_to_recordset). On PGlite this
 * is several times faster than thousands of bind parameters per INSERT, and it runs the
 * same on PostgreSQL. Columns are the table's insertable columns present in the first row.
 */
export async function insertJsonRecords<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => key in first && !column.generated,
  );
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const definitions = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BULK_BATCH_ROWS) {
    const batch = rows.slice(start, start + BULK_BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(sql`
      insert into ${sql.identifier(getTableName(table))} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${definitions})`);
  }
}

/**
 * Drops the secondary indexes of `tables` and returns their definitions, so a bulk load
 * runs without index maintenance and the indexes are built once afterwards.
 */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows = await queryRows<{ indexname: string; indexdef: string }>(db, sql`
    select i.indexname, i.indexdef
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      and not exists (
        select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u')
      )`);
  for (const row of rows) await db.execute(sql`drop index ${sql.identifier(row.indexname)}`);
  return rows.map((row) => row.indexdef);
}

export async function recreateIndexes(db: Db, definitions: string[]): Promise<void> {
  // The definitions come from pg_indexes of this very database, not from input.
  for (const definition of definitions) await db.execute(sql.raw(definition));
}
