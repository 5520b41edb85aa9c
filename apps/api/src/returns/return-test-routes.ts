// Staff move returns with `npm run returns -- approve|receive|refund|reject ID`, which opens the
// database itself; a browser journey cannot run it beside a PGlite server (one process per
// PGlite folder). Under NODE_ENV=test only, the same command (its parsing, moves, mails and
// printed lines) runs in the API process, given the command's words.
import { array, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { runReturnsCommand } from '../cli/returns';
import { arrayOf, int, obj, str } from '../http/schemas/build';
import { json } from '../http/schemas/responses';

export function registerReturnTestRoutes(api: ApiRouter, deps: AppDeps, { returns }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'post',
    path: '/api/test/returns/command',
    summary: 'Test only (NODE_ENV=test): run the staff returns command with these words, as `npm run returns -w @horeca/api -- ...` would',
    tags: ['test'],
    body: object({ args: array(string().required()).required().max(20) }),
    responses: { 200: json(obj({ code: int(), lines: arrayOf(str()) }), 'The exit code and printed lines of the command') },
    handler: ({ body }) => runReturnsCommand(deps.db, returns, body.args),
  });
}
