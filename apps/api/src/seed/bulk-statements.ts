import { getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// The bulk insert's statement and its JSON text, without the database: the seed's worker makes
// them (catalogue-statements.ts) without loading the database's modules; bulk.ts runs them.

/** Rows per statement: one JSON parameter each, so no bind-parameter limit applies. */
export const BULK_BATCH_ROWS = 2000;

type Row = Record<string, unknown>;

/** The table's writable columns among `keys`, and what jsonb_to_recordset reads them as. */
export function jsonColumns(table: PgTable, keys: string[]) {
  const present = new Set(keys);
  const columns = Object.entries(getTableColumns(table)).filter(([key, column]) => present.has(key) && !column.generated);
  const definitions = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return { columns, definitions };
}

/**
 * The same rows as arrays of values in the columns' order, for the insert: the column names are
 * not repeated in every record (a fifth of a product's bytes), and each value is read by position.
 */
export function jsonValuesOf(columns: [string, AnyColumn][], rows: Row[]): string[] {
  const texts: string[] = [];
  for (let start = 0; start < rows.length; start += BULK_BATCH_ROWS) {
    const batch = rows.slice(start, start + BULK_BATCH_ROWS).map((row) => columns.map(([key]) => row[key] ?? null));
    texts.push(JSON.stringify(batch));
  }
  return texts;
}

/**
 * Value `index` of the record `x`, as the column's type. A JSON null is SQL null in every column,
 * as jsonb_to_recordset reads it. Arrays other than jsonb (search_prefixes.product_ids) are read
 * by jsonb_populate_record's own conversion, the one jsonb_to_recordset used.
 */
function valueAt(column: AnyColumn, index: number): SQL {
  const type = column.getSQLType();
  if (type === 'jsonb') return sql`nullif(x -> ${sql.raw(String(index))}, 'null')`;
  if (type.endsWith('[]')) return sql`(select v from jsonb_to_record(jsonb_build_object('v', x -> ${sql.raw(String(index))})) as r(v ${sql.raw(type)}))`;
  return sql`(x ->> ${sql.raw(String(index))})::${sql.raw(type)}`;
}

/**
 * The bulk insert of `table`'s columns present in `keys` (the first row's), one statement per
 * batch: `statement(json)` takes the JSON text jsonValueTexts makes of those rows. Split from
 * insertJsonRecords so the seed can prepare the text away from the database's thread
 * (catalogue-statements.ts).
 */
export function bulkInsertOf(table: PgTable, keys: string[]) {
  const { columns } = jsonColumns(table, keys);
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const values = sql.join(columns.map(([, column], index) => valueAt(column, index)), sql`, `);
  return {
    columns,
    statement: (json: string): SQL => sql`
      insert into ${sql.identifier(getTableName(table))} (${names})
      select ${values} from jsonb_array_elements(${json}::jsonb) as x`,
  };
}

/** The JSON texts of bulkInsertOf's statements for `rows`, one per BULK_BATCH_ROWS rows. */
export function jsonValueTexts<T extends PgTable>(table: T, rows: T['$inferInsert'][]): string[] {
  const first = rows[0] as Row | undefined;
  if (!first) return [];
  return jsonValuesOf(bulkInsertOf(table, Object.keys(first)).columns, rows as Row[]);
}
