// Staff move returns with `npm run returns -- approve|receive|refund|reject ID`, which opens the
// database itself; a browser journey cannot run it beside a PGlite server (one process per
// PGlite folder). Here the same command (its parsing, moves, mails and printed lines) runs in
// the API process, given the command's words.
import { array, object, string } from 'yup';
import { runReturnsCommand } from '../cli/returns';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { listOf, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

export function registerReturnsCommand(api: ApiRouter, deps: AppDeps, { returns }: Services): void {
  api.route({
    method: 'post',
    path: '/api/test/returns/command',
    summary: 'Test only (NODE_ENV=test): run the staff returns command with these words, as `npm run returns -w @horeca/api -- ...` would',
    tags: ['test'],
    body: object({ args: array(string().required()).required().max(20) }),
    responses: { 200: json(shape({ code: whole(), lines: listOf(text()) }), 'The exit code and printed lines of the command') },
    handler: ({ body }) => runReturnsCommand(deps.db, returns, body.args),
  });
}
