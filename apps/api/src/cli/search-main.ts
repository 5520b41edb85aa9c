// Entry point of `npm run search` (see cli/search.ts).
import { runSearchCommand } from './search';
import { runCli } from './run-cli';

process.exitCode = await runCli(runSearchCommand);
