// Start-up work on the shared database: migrations, the first seed, the FAQ and key-section
// refreshes. Several API processes may start at once on one empty PostgreSQL (issue 18): without a lock the second
// dies in `create extension if not exists pg_trgm` (duplicate key) or seeds a second time. Under
// one session-level advisory lock, the first process migrates and seeds while the others wait,
// then find the migrations applied and the seed's marker written, and start.
import type { AppConfig } from '../config';
import { refreshArabic } from '../seed/refresh-arabic';
import { refreshFaqs } from '../seed/refresh-faqs';
import { refreshKeySections } from '../seed/refresh-key-sections';
import { seedIfEmpty, type SeedReport } from '../seed/index';
import type { Database } from './client';
import { runMigrations } from './migrate';

export const STARTUP_LOCK = 'horeca:startup';

type StartupConfig = Pick<AppConfig, 'seedOnStart' | 'seedProducts' | 'seedDemo'>;

/** Applies pending migrations, one process at a time (CLIs that open the database use it too). */
export function migrateLocked(database: Database): Promise<void> {
  return database.withSessionLock(STARTUP_LOCK, () => runMigrations(database));
}

/** Migrates, seeds an empty database and refreshes the FAQ and key sections, one process at a time. */
export async function prepareDatabase(database: Database, config: StartupConfig, logger: Pick<Console, 'info'>): Promise<SeedReport | null> {
  return database.withSessionLock(STARTUP_LOCK, async () => {
    await runMigrations(database);
    if (!config.seedOnStart) return null;
    const seed = await seedIfEmpty(database.db, { products: config.seedProducts, demo: config.seedDemo, logger });
    // A database seeded before the FAQ or the products' key sections last changed gets the current ones.
    await refreshFaqs(database.db);
    // A database seeded before the catalogue had Arabic (migration 0012) gets it (issue 23),
    // before the key sections, whose Arabic is built from it.
    await refreshArabic(database.db);
    await refreshKeySections(database.db);
    return seed;
  });
}
