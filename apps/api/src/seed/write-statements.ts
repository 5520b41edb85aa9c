import type { Db } from '../db/client';
import { statementSql, type StatementsEnd } from './catalogue-statements';
import type { PhaseClock } from './phase-clock';
import type { StatementSource } from './statement-source';
import { errorInReply } from './wire-statement';

/** What the seed needs of a PGlite to hand it protocol bytes (PGlite's execProtocolRaw and its query lock). */
export interface RawProtocol {
  execProtocolRaw(message: Uint8Array, options: { syncToFs: boolean }): Promise<Uint8Array>;
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** The PGlite under `db` when it is one (drizzle keeps its client as $client), for the seed's protocol bytes. */
export function rawProtocolOf(db: Db): RawProtocol | undefined {
  const client = (db as { $client?: Partial<RawProtocol> }).$client;
  return typeof client?.execProtocolRaw === 'function' && typeof client.runExclusive === 'function' ? (client as RawProtocol) : undefined;
}

/**
 * Writes the source's statements in order, inside the caller's transaction (PGlite's protocol
 * bytes run between the transaction's own statements, under PGlite's query lock, and without a
 * write to disk each: the commit makes them durable as it does the transaction's queries).
 * Waiting for the next statement counts as generating (or, before the suggestion rows, making
 * the suggestion index); writing it, as its table's phase.
 */
export async function writeStatements(tx: Db, source: StatementSource, pglite: RawProtocol | undefined, phases: PhaseClock): Promise<StatementsEnd> {
  for (;;) {
    const next = await source.next();
    phases.lap(!next.done && next.value.phase === 'suggestionRows' ? 'suggestionIndex' : 'generate');
    if (next.done) return next.value;
    const statement = next.value;
    if (statement.wire && pglite) {
      const wire = statement.wire;
      const error = errorInReply(await pglite.runExclusive(() => pglite.execProtocolRaw(wire, { syncToFs: false })));
      if (error) throw error;
    } else {
      await tx.execute(statementSql(statement.table, statement.keys, statement.text));
    }
    source.written();
    phases.lap(statement.phase);
  }
}
