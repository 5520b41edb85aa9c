// A card that takes a product or fetches one by id (the custom element's `product-id`); a
// fetched card is read into the view (core's toProductCardView) as it arrives.
// While loading it holds the card's space with a placeholder; a failed read says so in a
// status line instead of breaking the page.
import type { Id } from '@horeca/core/api';
import { toProductCardView, type ProductCardView } from '@horeca/core/product';
import useSWR from 'swr';
import { useCommerceApi } from '../runtime/context';
import { useStyles } from '../runtime/styles';
import { CardSkeleton } from './card-skeleton';
import { ProductCard, type ProductCardProps } from './product-card';
import { productCardStyles } from './product-card.styles';
import { useWidgetMessages } from '../runtime/use-messages';

export interface ConnectedProductCardProps extends Omit<ProductCardProps, 'product'> {
  product?: ProductCardView | null;
  productId?: Id | null;
}

export function ConnectedProductCard({ product, productId, ...rest }: ConnectedProductCardProps) {
  const widgetMessages = useWidgetMessages();
  const api = useCommerceApi();
  const styles = useStyles(productCardStyles);
  const needsFetch = !product && productId !== undefined && productId !== null;
  const { data, error } = useSWR(needsFetch ? ['horeca:product', productId] : null, async () => toProductCardView(await api.getProduct(productId as Id)));
  const shown = product ?? data;
  if (shown) return <ProductCard product={shown} {...rest} />;
  if (error || !needsFetch) {
    return (
      <div className={styles.root} role="status">
        {widgetMessages.productLoadFailed}
      </div>
    );
  }
  return <CardSkeleton />;
}
