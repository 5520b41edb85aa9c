// The signed-in customer's orders, returns and invoices. This module owns their cache keys.
import { api } from './client';
import { useResource } from './use-resource';

export const useOrders = (query: { page?: number; per_page?: number }, enabled = true) =>
  useResource(enabled ? ['orders', query.page ?? 1, query.per_page ?? 0] : null, () => api.getOrders(query));

/** An order by the id in the address; a missing id (or `enabled` false) waits. */
export const useOrder = (id: string | undefined, enabled = true) =>
  useResource(enabled && id ? ['order', id] : null, () => api.getOrder(Number(id)));

/** The customer's returns, newest first, each with its state and timeline. */
export const useReturns = (enabled = true) => useResource(enabled ? ['returns'] : null, async () => (await api.getReturns()).data);

export const useInvoices = () => useResource(['invoices'], async () => (await api.getInvoices()).data);
