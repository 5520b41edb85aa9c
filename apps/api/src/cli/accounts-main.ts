// Entry point of `npm run accounts` (see cli/accounts.ts).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateLocked } from '../db/prepare';
import { runAccountsCommand } from './accounts';

const database = await openDatabase(loadConfig());
try {
  await migrateLocked(database);
  const { code, lines } = await runAccountsCommand(database.db, process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
