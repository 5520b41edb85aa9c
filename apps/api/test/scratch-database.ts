// Scratch databases on the PostgreSQL server named by DATABASE_URL, apart from the harness so a
// test that runs the API as a process of its own (test/chaos/) does not load the whole app.
import pg from 'pg';

/**
 * A fresh database on the PostgreSQL server named by DATABASE_URL, dropped at close: empty, or a
 * copy of `template` (CREATE DATABASE ... TEMPLATE copies files, no SQL replayed).
 */
export async function createScratchDatabase(url: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `horeca_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
