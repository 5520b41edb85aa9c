// What every staff CLI does around its command: open the database (DATABASE_URL, or the PGlite
// folder under DATA_DIR), apply pending migrations (under the start-up lock), run, print, exit.
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { migrateLocked } from '../db/prepare';
import { printableLine } from './terminal-text';

export type CliCommand = (db: Db, args: string[]) => Promise<{ code: number; lines: string[] }>;

export async function runCli(command: CliCommand): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    await migrateLocked(database);
    const { code, lines } = await command(database.db, process.argv.slice(2));
    // Stranger-typed text reaches a staff terminal here: never its control characters (terminal-text.ts).
    for (const line of lines) (code === 0 ? console.info : console.error)(printableLine(line));
    process.exitCode = code;
  } finally {
    await database.close();
  }
}
