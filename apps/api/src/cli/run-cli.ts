// What every staff CLI does around its command: open the database (DATABASE_URL, or the PGlite
// folder under DATA_DIR), apply pending migrations (under the start-up lock), run, print.
// The entry points (`*-main.ts`) exit with the code it returns.
import { loadConfig } from '../config';
import { openDatabase, type Db, type DbConfig } from '../db/client';
import { migrateLocked } from '../db/prepare';
import { printableLine } from './terminal-text';

export type CliCommand = (db: Db, args: string[]) => Promise<{ code: number; lines: string[] }>;

/** Where a run reads its database and arguments and writes its lines: the process's own unless given (tests). */
export interface CliRun {
  config?: DbConfig;
  args?: string[];
  print?: (line: string, isError: boolean) => void;
}

const printToConsole = (line: string, isError: boolean) => (isError ? console.error : console.info)(line);

export async function runCli(command: CliCommand, { config = loadConfig(), args = process.argv.slice(2), print = printToConsole }: CliRun = {}): Promise<number> {
  const database = await openDatabase(config);
  try {
    await migrateLocked(database);
    const { code, lines } = await command(database.db, args);
    // Stranger-typed text reaches a staff terminal here: never its control characters (terminal-text.ts).
    for (const line of lines) print(printableLine(line), code !== 0);
    return code;
  } finally {
    await database.close();
  }
}
