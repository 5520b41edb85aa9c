// Entry point of `npm run mail` (see cli/mail.ts).
import { runMailCommand } from './mail';
import { runCli } from './run-cli';

process.exitCode = await runCli(runMailCommand);
