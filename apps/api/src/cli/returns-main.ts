// Entry point of `npm run returns` (see cli/returns.ts). Its moves are mailed like the API's:
// with SMTP configured the mailer's queue is started for the command and stopped after it.
import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { createReturnService } from '../returns/return-service';
import { runReturnsCommand } from './returns';
import { runCli } from './run-cli';

process.exitCode = await runCli(async (db, args) => {
  const mailer = createMailer(db, loadConfig().mail);
  await mailer.start();
  try {
    return await runReturnsCommand(db, createReturnService(db, mailer), args);
  } finally {
    await mailer.stop();
  }
});
