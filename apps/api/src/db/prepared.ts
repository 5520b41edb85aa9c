import { createHash } from 'node:crypto';
import { types, type PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is } from 'drizzle-orm';
import pg from 'pg';
import { pgliteOf, type Db } from './client';

/**
 * A select that search runs on every keystroke, built once (drizzle, its values as
 * `sql.placeholder`s) and planned once per connection, then run with new values.
 *
 * Why: on the 100k catalogue, PGlite spent more time on everything around a search
 * statement than on executing it: drizzle building its SQL (~0.5 ms), planning it (~1 ms,
 * the products table has a dozen indexes) and the extended protocol's six messages. On
 * PostgreSQL drizzle's `.prepare(name)` is a real named statement per pooled connection;
 * drizzle's PGlite driver ignores the name and plans every call, so there the statement is
 * PREPAREd once and run by EXECUTE (one simple-protocol message).
 *
 * On PGlite the plan is the generic one, always: left to choose, PostgreSQL plans a search
 * statement again on every run, because a generic plan's guess at how many rows a tsquery
 * parameter matches costs more than the custom plans it made with the values. Search
 * statements fix their plan by how they are written (suggestion list by primary key, the
 * GIN bitmap scan, one-time filters), so the generic plan is the same plan, made once.
 */
export interface PreparedSelect<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/** What drizzle's select builder offers that a prepared select needs. */
export interface PreparableSelect<T> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T[]> };
  readonly _: { readonly selectedFields: Record<string, unknown> };
}

const statements = new WeakMap<Db, Map<string, PreparedSelect<unknown>>>();

/**
 * The statement `key` names on `db`, built by `build` on first use. A key names a shape of
 * statement (a few per search path), never a value: values are placeholders.
 */
export function preparedSelect<T>(db: Db, key: string, build: () => PreparableSelect<T>): PreparedSelect<T> {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as PreparedSelect<T> | undefined;
  if (!statement) byKey.set(key, (statement = prepare(db, build())));
  return statement;
}

function prepare<T>(db: Db, query: PreparableSelect<T>): PreparedSelect<T> {
  const { sql, params } = query.toSQL();
  const name = statementName(sql);
  const pglite = pgliteOf(db);
  if (!pglite) return query.prepare(name);
  const fields = Object.entries(query._.selectedFields);
  // Only a select with a date needs drizzle's parsers: PGlite copies its 365 parsers into a
  // new map on every call that passes any (~0.3 ms a keystroke).
  const options = { rowMode: 'array' as const, ...(fields.some(([, field]) => isDateColumn(field)) ? { parsers: DRIZZLE_PARSERS } : {}) };
  return {
    async execute(values) {
      await prepareOnce(pglite, name, sql);
      const literals = fillPlaceholders(params, values).map(literal).join(', ');
      // SET LOCAL lasts until the end of this message's implicit transaction: nothing else runs with it.
      const execute = `set local plan_cache_mode = force_generic_plan; execute ${name}(${literals})`;
      const [, result] = await pglite.exec(execute, options);
      return (result?.rows ?? []).map((row) => decodeRow<T>(fields, row as unknown[]));
    },
  };
}

export function statementName(sql: string): string {
  return `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
}

/** The statements each PGlite instance has prepared, by name (one per statement text). */
const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>();

function prepareOnce(pglite: PGlite, name: string, sql: string): Promise<void> {
  let byName = prepared.get(pglite);
  if (!byName) prepared.set(pglite, (byName = new Map()));
  let done = byName.get(name);
  if (!done) {
    // Kept as a promise: concurrent first runs share one PREPARE; a failed one is tried again next time.
    done = pglite.exec(`prepare ${name} as ${sql}`).then(() => undefined);
    done.catch(() => byName.delete(name));
    byName.set(name, done);
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

const isDateColumn = (field: unknown) => is(field, Column) && /^(timestamp|date|time|interval)/.test(field.getSQLType());

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
