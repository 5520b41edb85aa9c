// The cart handoff's routes (docs/behaviour.md §2: /cart/add): declarations only; the rules
// live in handoff-service.ts and the report in partner-report.ts.
import { storefrontSchema } from '@horeca/core/storefront';
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { limitByAddress } from '../http/request-info';
import { notFound } from '../http/errors';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { HANDOFF_ID, HANDOFF_ITEMS_MAX } from './handoff-service';
import { PARTNER_FROM_MAX } from './partner-origin';
import { cartHandoffAnswer, dataOf, oneOf, shape, text } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const HANDOFF_ID_MESSAGE = said('api.handoffIdInvalid');

const handoffId = () => string().required(HANDOFF_ID_MESSAGE).matches(HANDOFF_ID, { message: HANDOFF_ID_MESSAGE });

export function registerHandoffRoutes(api: ApiRouter, deps: AppDeps, { handoffs }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/cart/handoffs',
    summary:
      "Take a partner page's cart (items `ID:QTY,...`): each line checked (published, within its limits, in stock), bad ones reported, good ones kept; with a token they join the server cart. Once per id: the same id again merges nothing",
    tags: ['cart'],
    auth: 'optional',
    guest: true,
    middleware: [limitByAddress(deps, 'cartHandoff')],
    body: object({
      id: handoffId(),
      items: string().required(said('api.nameProductsToAdd')).max(HANDOFF_ITEMS_MAX, said('api.itemsTooLong', { max: HANDOFF_ITEMS_MAX })),
      // Any text: kept only as a normalised origin (partner-origin.ts), else dropped.
      from: string().max(PARTNER_FROM_MAX).optional(),
      storefront: storefrontSchema(),
    }),
    responses: {
      200: json(cartHandoffAnswer, "The lines added (with the products, for a guest's browser cart) and those refused with why; `replayed` when this id was handed before"),
      429: 'Too many handoffs from this address',
    },
    handler: ({ c, body, customer, locale }) => handoffs.hand(customer?.id ?? null, body, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/cart/handoffs/{id}',
    summary: "The store's confirmation a partner page reads before clearing the lines it handed over (readable from any origin)",
    tags: ['cart'],
    params: object({ id: handoffId() }),
    responses: { 200: json(dataOf(shape({ id: text(), confirmed: oneOf([true] as const) })), 'The store took this handoff'), 404: 'Not (or no longer) known' },
    handler: async ({ params }) => {
      if (!(await handoffs.confirmed(params.id))) throw notFound('api.cartHandoffUnknown');
      return { data: { id: params.id, confirmed: true } };
    },
  });
}
