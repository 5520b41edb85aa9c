// /checkout without an id (the header's cart link): a fresh cart id, as docs/behaviour.md §2.1 names them.
import { checkoutPath, freshCheckoutCartId } from '@horeca/core/routing';
import { useState } from 'react';
import { Navigate } from 'react-router';

export function FreshCheckout() {
  const [target] = useState(() => checkoutPath(freshCheckoutCartId()));
  return <Navigate to={target} replace />;
}
