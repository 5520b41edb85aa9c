// @horeca/core/order: a return's request and an order's shapes.
export { RETURN_REASONS, returnRequestSchema } from './return-request';
export type { ReturnReason, ReturnRequestContext, ReturnRequestInput } from './return-request';
export type { ReturnRequest } from './order-types';
