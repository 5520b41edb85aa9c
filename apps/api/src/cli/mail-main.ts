// Entry point of `npm run mail` (see cli/mail.ts).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateLocked } from '../db/prepare';
import { runMailCommand } from './mail';

const database = await openDatabase(loadConfig());
try {
  await migrateLocked(database);
  const { code, lines } = await runMailCommand(database.db, process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
