// The signed-in customer's orders and invoices. This module owns their cache keys.
import { api } from './client';
import { useResource } from './use-resource';

export const useOrders = (query: { page?: number; per_page?: number }) =>
  useResource(['orders', query.page ?? 1, query.per_page ?? 0], () => api.getOrders(query));

/** An order by the id in the address; a missing id (or `enabled` false) waits. */
export const useOrder = (id: string | undefined, enabled = true) =>
  useResource(enabled && id ? ['order', id] : null, () => api.getOrder(Number(id)));

export const useInvoices = () => useResource(['invoices'], async () => (await api.getInvoices()).data);
