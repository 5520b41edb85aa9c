// Staff commands on customer accounts, run on the API's machine against its database
// (DATABASE_URL, or the PGlite folder under DATA_DIR: stop the API first, PGlite is
// single-process):
//   npm run accounts -w @horeca/api -- list-business-requests [pending|approved|rejected|all]
//   npm run accounts -w @horeca/api -- approve-business EMAIL
//   npm run accounts -w @horeca/api -- reject-business EMAIL
import { BUSINESS_REQUEST_STATUSES, type BusinessRequestStatus } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { BusinessRequestError, decideBusinessRequest, listBusinessRequests } from '../accounts/business-requests';
import { columns } from './terminal-text';

export const USAGE = 'usage: accounts list-business-requests [pending|approved|rejected|all] | approve-business EMAIL | reject-business EMAIL';

/** Runs one command; returns the lines to print and the exit code. */
export async function runAccountsCommand(db: Db, args: string[]): Promise<{ code: number; lines: string[] }> {
  const [command, argument] = args;
  try {
    if (command === 'list-business-requests') {
      const status = (argument ?? 'pending') as BusinessRequestStatus | 'all';
      if (status !== 'all' && !BUSINESS_REQUEST_STATUSES.includes(status)) return { code: 2, lines: [USAGE] };
      const listed = await listBusinessRequests(db, status);
      if (listed.length === 0) return { code: 0, lines: [`No ${status === 'all' ? '' : `${status} `}business-account requests.`] };
      return {
        code: 0,
        lines: listed.map(({ email, name, request }) =>
          columns(request.status, email, name, request.type, request.company_name, `licence ${request.trade_licence ?? '-'}`, `TRN ${request.trn ?? '-'}`, request.created_at),
        ),
      };
    }
    if ((command === 'approve-business' || command === 'reject-business') && argument) {
      const decided = await decideBusinessRequest(db, argument, command === 'approve-business' ? 'approved' : 'rejected');
      return { code: 0, lines: [`${decided.email}: business account ${decided.request.status} (${decided.request.type}, ${decided.request.company_name}).`] };
    }
    return { code: 2, lines: [USAGE] };
  } catch (error) {
    if (error instanceof BusinessRequestError) return { code: 1, lines: [error.message] };
    throw error;
  }
}
