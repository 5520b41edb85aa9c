// Staff approve business accounts with `npm run accounts -- approve-business EMAIL`, which
// opens the database itself; a browser journey cannot run it beside a PGlite server (one
// process per PGlite folder). Here the same decision is an API call.
import { object, string } from 'yup';
import { BusinessRequestError, decideBusinessRequest } from '../accounts/business-requests';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { businessRequestAnswer, flag, shape } from '@horeca/core/answers';
import { json } from '../http/answers';

export function registerBusinessApproval(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'post',
    path: '/api/test/business-requests/approve',
    summary: 'Test only (NODE_ENV=test): approve a pending business-account request, as staff would with the accounts command',
    tags: ['test'],
    body: object({ email: string().trim().required() }),
    responses: { 200: json(shape({ success: flag(), data: businessRequestAnswer }), 'The request, decided'), 404: 'No account or no pending request' },
    handler: async ({ body }) => {
      try {
        const decided = await decideBusinessRequest(deps.db, body.email, 'approved');
        return { success: true, data: decided.request };
      } catch (error) {
        if (error instanceof BusinessRequestError) throw new HttpError(404, { text: error.message }); // staff's words (the accounts command's), English only
        throw error;
      }
    },
  });
}
