import path from 'node:path';
import { resolveCustomer } from './auth/resolve';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Lifecycle } from './http/health';
import type { AuthResolver } from './http/router';
import { buildCommerceServices, type CommerceServices } from './infrastructure';
import { createLocalFileStore, type FileStore } from './uploads/file-store';
import { createS3FileStore } from './uploads/s3-file-store';

/**
 * What every route module receives. Commerce services (mailer, payments, ...) are added
 * here: a field in AppDeps and one line in buildDeps.
 */
export interface AppDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  logger: Pick<Console, 'info' | 'warn' | 'error'>;
  resolveCustomer: AuthResolver;
  files: FileStore;
  /** Mail, Google sign-in, abuse limits, payments, upload settings (commerce). */
  commerce: CommerceServices;
  /** Shutting down or not: readiness answers 503 once it is (http/health.ts, http/drain.ts). */
  lifecycle: Lifecycle;
}

export function buildDeps(config: AppConfig, database: Database, logger: AppDeps['logger'] = console): AppDeps {
  return {
    db: database.db,
    database,
    config,
    logger,
    resolveCustomer: (header) => resolveCustomer(database.db, header),
    files: config.objectStore ? createS3FileStore(config.objectStore) : createLocalFileStore(path.join(config.dataDir, 'uploads')),
    commerce: buildCommerceServices(config, database.db),
    lifecycle: { draining: false },
  };
}
