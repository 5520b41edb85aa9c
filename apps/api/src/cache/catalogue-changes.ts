// Catalogue caches are per process (the category tree and brands, the search vocabulary,
// listing counts, search answers) and must follow a change made through any process. The
// database says when: migration 0010's triggers notify channel 'catalogue_changed' at the
// commit of any write to products, categories, brands, search_terms or search_prefixes.
// Each process LISTENs on a dedicated connection (PGlite: its own listen, the same code path)
// and every cache registered here drops what it holds for that database.
//
// Staleness is bounded by the notification's trip (milliseconds) while the listening
// connection is up. When it drops, what was missed cannot be known: caches are dropped then
// and again once it is back (retried every RECONNECT_MS), so no answer outlives a change by
// more than the reconnection.
import pg from 'pg';
import type { Database, Db } from '../db/client';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 1_000;

type Drop = (db: Db) => void;
const drops = new Set<Drop>();

/** A cache's way to hear of a change: `drop(db)` forgets what it holds for `db`. Called once per cache, at module load. */
export function onCatalogueChange(drop: Drop): void {
  drops.add(drop);
}

/**
 * Drops every catalogue cache of `db`. Called on each notification, and directly by a write
 * in this process that must read its own change at once (the notification arrives a moment
 * after the commit, perhaps after the write's own answer).
 */
export function catalogueChanged(db: Db): void {
  for (const drop of drops) drop(db);
}

type Logger = Pick<Console, 'warn'>;

/** Starts listening for `database`; the returned function stops it (before the database closes). */
export async function listenForCatalogueChanges(database: Database, databaseUrl: string | null, logger: Logger): Promise<() => Promise<void>> {
  const changed = () => catalogueChanged(database.db);
  if (database.pglite) return database.pglite.listen(CATALOGUE_CHANNEL, changed);
  if (!databaseUrl) throw new Error('listening for catalogue changes on PostgreSQL needs its URL');
  return listenOnPostgres(databaseUrl, changed, logger);
}

async function listenOnPostgres(url: string, changed: () => void, logger: Logger): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'horeca-api catalogue listener' });
    next.on('notification', (message) => message.channel === CATALOGUE_CHANNEL && changed());
    // Not the pool's connection: an error here (a restart, an administrator ending it) would
    // otherwise go unnoticed, and the caches stay as they were while changes go unheard.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, null));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    // Whatever changed while no one listened.
    changed();
  };

  const lost = (which: pg.Client, error: Error | null) => {
    if (stopped || client !== which) return;
    client = null;
    changed();
    logger.warn(`[cache] the catalogue-change listener lost its connection (${error?.message ?? 'ended'}); reconnecting`);
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn(`[cache] reconnecting the catalogue-change listener failed (${(error as Error).message}); retrying`);
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
