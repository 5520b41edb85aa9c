// Entry point of `npm run catalogue` (see cli/catalogue.ts).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateLocked } from '../db/prepare';
import { buildDeps } from '../deps';
import { runCatalogueCommand } from './catalogue';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateLocked(database);
  const deps = buildDeps(config, database, { info: () => undefined, warn: console.warn, error: console.error });
  // A progress line rewritten in place in a terminal; one line per batch in a log.
  const progress = (line: string) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else process.stderr.write(`${line}\n`);
  };
  const { code, lines } = await runCatalogueCommand(database.db, process.argv.slice(2), { files: deps.files, storefrontUrl: config.payment.storefrontUrl, progress });
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
