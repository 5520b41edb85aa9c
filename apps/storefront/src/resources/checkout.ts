// What checkout will cost for a delivery method. `cartVersion` names the cart's lines, so a
// changed cart is a new read; null waits (nothing chosen yet).
import type { DeliveryMethod } from '@horeca/core/api';
import type { Storefront } from '@horeca/core/storefront';
import { api } from './client';
import { useResource } from './use-resource';

export const useCheckoutSummary = (storefront: Storefront, delivery: DeliveryMethod | null, cartVersion: string) =>
  useResource(delivery ? ['checkout-summary', storefront, delivery, cartVersion] : null, async () =>
    (await api.getCheckoutSummary(storefront, delivery ?? undefined)).data,
  );
