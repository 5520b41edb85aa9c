import { createHash } from 'node:crypto';
import { types, type PGlite } from '@electric-sql/pglite';
import { Column, is } from 'drizzle-orm';
import pg from 'pg';
import { pgliteOf, type Db } from './client';

/**
 * A select that search runs on every keystroke: drizzle builds it, the database plans it
 * once per connection and runs that plan again with the new values.
 *
 * Why: on the 100k catalogue, PGlite spends more time planning a search statement (~1 ms,
 * the products table has a dozen indexes) and exchanging the extended protocol's six
 * messages than executing it. On PostgreSQL drizzle's `.prepare(name)` is a real named
 * statement per pooled connection; drizzle's PGlite driver ignores the name and plans every
 * call, so there the statement is PREPAREd once and run with EXECUTE (one simple-protocol
 * message). Every statement text gets its own name (a hash of the text), so callers need
 * not name the shapes they build.
 *
 * On PGlite the plan is the generic one, always: left to choose, PostgreSQL plans a search
 * statement again on every run, because a generic plan's guess at how many rows a tsquery
 * parameter matches costs more than the custom plans it made with the values. Search
 * statements fix their plan by how they are written (suggestion list by primary key, the
 * GIN bitmap scan, one-time filters), so the generic plan is the same plan, made once.
 */
export interface PreparableSelect<T> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(): Promise<T[]> };
  readonly _: { readonly selectedFields: Record<string, unknown> };
}

export async function preparedRows<T>(db: Db, query: PreparableSelect<T>): Promise<T[]> {
  const { sql, params } = query.toSQL();
  const name = statementName(sql);
  const pglite = pgliteOf(db);
  if (!pglite) return query.prepare(name).execute();
  const statements = preparedOn(pglite);
  if (!statements.has(sql) && statements.size >= MAX_STATEMENTS) return query.prepare(name).execute();
  await prepareOnce(pglite, statements, name, sql);
  // SET LOCAL lasts until the end of this message's implicit transaction: nothing else runs with it.
  const execute = `set local plan_cache_mode = force_generic_plan; execute ${name}(${params.map(literal).join(', ')})`;
  const [, result] = await pglite.exec(execute, { rowMode: 'array', parsers: DRIZZLE_PARSERS });
  const fields = Object.entries(query._.selectedFields);
  return (result?.rows ?? []).map((row) => decodeRow<T>(fields, row as unknown[]));
}

/** Search builds a few dozen statement shapes; past this, something builds them per value: run those unprepared. */
const MAX_STATEMENTS = 200;

export function statementName(sql: string): string {
  return `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
}

/** The statements each PGlite instance has prepared (statement text -> its PREPARE). */
const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>();

function preparedOn(pglite: PGlite): Map<string, Promise<void>> {
  let statements = prepared.get(pglite);
  if (!statements) prepared.set(pglite, (statements = new Map()));
  return statements;
}

function prepareOnce(pglite: PGlite, statements: Map<string, Promise<void>>, name: string, sql: string): Promise<void> {
  let done = statements.get(sql);
  if (!done) {
    // Kept as a promise: concurrent first calls share one PREPARE; a failed one is retried later.
    done = pglite.exec(`prepare ${name} as ${sql}`).then(() => undefined);
    done.catch(() => statements.delete(sql));
    statements.set(sql, done);
  }
  return done;
}

/**
 * A bound value as an SQL literal for EXECUTE: the statement's parameter types were
 * inferred at PREPARE, and an untyped literal takes that type, as a bound value would.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'boolean') return `'${value}'`;
  throw new TypeError(`A ${typeof value} cannot be a prepared search statement's value`);
}

/** As drizzle's PGlite driver reads results: dates and times stay text for the column decoders. */
const asText = (value: string) => value;
const DRIZZLE_PARSERS = { [types.TIMESTAMP]: asText, [types.TIMESTAMPTZ]: asText, [types.DATE]: asText, [types.INTERVAL]: asText };

/** A row as drizzle maps a select of plain columns (the only kind prepared here). */
function decodeRow<T>(fields: [string, unknown][], row: unknown[]): T {
  const record: Record<string, unknown> = {};
  fields.forEach(([key, field], i) => {
    if (!is(field, Column)) throw new TypeError(`Prepared selects read columns only ('${key}' is not one)`);
    const value = row[i];
    record[key] = value === null || value === undefined ? null : field.mapFromDriverValue(value);
  });
  return record as T;
}
