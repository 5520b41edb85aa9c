// 'You Browsed It, We Saved it for Easy Access' (docs/behaviour.md §2.9): the shopper's recent products,
// signed in by token and guests by guest token; shown only when the list is non-empty.
import { type Id } from '@horeca/core/api';
import { toProductCardView } from '@horeca/core/product';
import { useCoreMessages, ProductCarousel, isSignedInAtom, useHydrated, useStoredAtomValue } from '@horeca/widgets';
import { useStorefront } from '../../lib/storefront-context';
import { useRecentProducts } from '../../resources/wishlist';

export function RecentlyBrowsed({ exceptId }: { exceptId?: Id }) {
  const messages = useCoreMessages();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const storefront = useStorefront();
  // The shopper's own list: asked for in the browser only, once hydrated (the server has no token).
  const hydrated = useHydrated();
  const { data } = useRecentProducts(storefront, signedIn, hydrated);
  const products = (data ?? []).filter((product) => product.id !== exceptId).map(toProductCardView);
  if (products.length === 0) return null;
  return <ProductCarousel title={messages.card.recentlyBrowsed} products={products} imagePriority="low" />;
}
