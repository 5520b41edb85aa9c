// Entry point of `npm run orders` (see cli/orders.ts).
import { runOrdersCommand } from './orders';
import { runCli } from './run-cli';

process.exitCode = await runCli(runOrdersCommand);
