// Entry point of `npm run mail` (see cli/mail.ts).
import { runMailCommand } from './mail';
import { runCli } from './run-cli';

await runCli(runMailCommand);
