// Saved-for-later (signed in): the product card in its saved variant (docs/behaviour.md §2.9: "in a
// saved-for-later list it also has a 'Remove From Saved' link"). The card calls the server and
// toasts '{product name} has been removed from saved.'; its Add To Cart adds as anywhere else.
// Failures are only logged by the card (docs/behaviour.md §8): the item stays in the list, nothing is lost.
import type { SavedItem } from '@horeca/core/api';
import { toProductCardView } from '@horeca/core/product';
import { ProductCard } from '@horeca/widgets';
import type { Resource } from '../resources/use-resource';
import { useWords } from '../lib/words';

export interface SavedForLaterProps {
  saved: Resource<{ data: SavedItem[] }>;
  onCartChanged: () => void;
}

export function SavedForLater({ saved, onCartChanged }: SavedForLaterProps) {
  const { cart: cartText } = useWords();
  const items = saved.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading">{cartText.savedTitle}</h2>
      <ul className="cf-plain cf-saved-grid">
        {items.map((item) => (
          <li key={String(item.product_id)}>
            <ProductCard
              product={toProductCardView(item)}
              variant="saved"
              imagePriority="low"
              onRemoveFromSaved={() => void saved.reload()}
              onAddToCart={onCartChanged}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
