import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { BULK_BATCH_ROWS, bulkInsertOf, jsonColumns, jsonValuesOf } from './bulk-statements';

type Row = Record<string, unknown>;

/**
 * Rows as the bulk statements send them: the keys of the first row (every row has the same ones)
 * and, per BULK_BATCH_ROWS rows, the JSON text of records keyed by column name.
 */
interface JsonRecords {
  keys: string[];
  texts: string[];
}

function jsonRecordsOf<T extends PgTable>(table: T, rows: T['$inferInsert'][]): JsonRecords | null {
  const first = rows[0] as Row | undefined;
  if (!first) return null;
  const keys = Object.keys(first);
  const { columns } = jsonColumns(table, keys);
  const texts: string[] = [];
  for (let start = 0; start < rows.length; start += BULK_BATCH_ROWS) {
    const batch = (rows as Row[]).slice(start, start + BULK_BATCH_ROWS).map((row) => {
      const record: Row = {};
      for (const [key, column] of columns) record[column.name] = row[key] ?? null;
      return record;
    });
    texts.push(JSON.stringify(batch));
  }
  return { keys, texts };
}

/**
 * Bulk insert through one jsonb parameter per batch: an array of records, each an array of the
 * values in column order. On PGlite this is several times faster than thousands of bind
 * parameters per INSERT, and it runs the same on PostgreSQL. Columns are the table's insertable
 * columns present in the first row. Positional records cost the seed's products about a tenth less
 * than records keyed by column name (jsonb_to_recordset; docs/notes/seed-and-import-speed.md).
 */
export async function insertJsonRecords<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const first = rows[0] as Row | undefined;
  if (!first) return;
  const insert = bulkInsertOf(table, Object.keys(first));
  for (const json of jsonValuesOf(insert.columns, rows as Row[])) await db.execute(insert.statement(json));
}

/**
 * The bulk update beside it: each row sets the columns present in the first row on the table's
 * row of the same `key` (the catalogue import's changed products, one statement per batch).
 */
export async function updateJsonRecords<T extends PgTable>(db: Db, table: T, rows: Partial<T['$inferInsert']>[], key = 'id'): Promise<void> {
  const records = jsonRecordsOf(table, rows as T['$inferInsert'][]);
  if (!records) return;
  const { columns, definitions } = jsonColumns(table, records.keys);
  const keyColumn = columns.find(([name]) => name === key)?.[1];
  if (!keyColumn) throw new Error(`updateJsonRecords: the rows have no '${key}'`);
  const assignments = sql.join(
    columns.filter(([name]) => name !== key).map(([, column]) => sql`${sql.identifier(column.name)} = x.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const target = sql.identifier(getTableName(table));
  for (const json of records.texts) {
    await db.execute(sql`
      update ${target} set ${assignments}
      from jsonb_to_recordset(${json}::jsonb) as x(${definitions})
      where ${target}.${sql.identifier(keyColumn.name)} = x.${sql.identifier(keyColumn.name)}`);
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
