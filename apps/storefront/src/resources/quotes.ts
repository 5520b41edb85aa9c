// The signed-in customer's quotations. This module owns their cache keys.
import { api } from './client';
import { useResource } from './use-resource';

export const useQuotes = () => useResource(['quotes'], async () => (await api.getQuotes()).data);

/** A quote by the id in the address; a missing id waits. */
export const useQuote = (id: string | undefined) => useResource(id ? ['quote', id] : null, async () => (await api.getQuote(Number(id))).data);
