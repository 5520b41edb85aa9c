// Entry point of `npm run accounts` (see cli/accounts.ts).
import { runAccountsCommand } from './accounts';
import { runCli } from './run-cli';

process.exitCode = await runCli(runAccountsCommand);
