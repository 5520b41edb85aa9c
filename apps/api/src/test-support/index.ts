// Test-only routes, all under /api/test/ and tagged 'test', in this one folder and nowhere else.
// Browser journeys run against a live API on an embedded database that only the API process can
// open, so what staff, the warehouse or a CMS would do, and what a test must read back, is an API
// call here. They are mounted only when NODE_ENV=test: any other setting (development,
// production) has no such path, not even in the OpenAPI document (test/test-support.test.ts).
// Nothing outside this folder imports its files (test/import-rules.test.ts), so no store code
// can come to rely on a shortcut.
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { registerBusinessApproval } from './business-approval';
import { registerHostileContent } from './hostile-content';
import { registerOrderStatus } from './order-status';
import { registerOutbox } from './outbox';
import { registerPartnerOrders } from './partner-orders';
import { registerPriceMatchClaims } from './price-match-claims';
import { registerReturnsCommand } from './returns-command';
import { registerSubmittedForms } from './submitted-forms';

export function registerTestSupport(api: ApiRouter, deps: AppDeps, services: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  registerHostileContent(api, deps);
  registerSubmittedForms(api, deps);
  registerPriceMatchClaims(api, deps);
  registerOutbox(api, deps);
  registerOrderStatus(api, deps);
  registerPartnerOrders(api, deps);
  registerBusinessApproval(api, deps);
  registerReturnsCommand(api, deps, services);
}
