// The home page's flash sale: the products of the sale ending soonest, on flash-sale cards
// (docs/behaviour.md §9: '15% discount on first time order', 'SELLING OUT FAST', 'FREE DELIVERY' or 'Now
// Shipping Faster', '5300+ SALE RECENTLY', and 'WAS' the product's own original price). Below
// the fold, so it reads and draws only when the shopper scrolls near, like the department rows.
import type { StoreSale } from '@horeca/core/api';
import { toProductCardView } from '@horeca/core/product';
import { ProductCarousel } from '@horeca/widgets';
import { Link } from 'react-router';
import { useStorefront } from '../../lib/storefront-context';
import { useSaleTopRated } from '../../resources/catalogue';
import { useNearScreen } from '../../lib/use-near-screen';
import { useWords } from '../../lib/words';

const FLASH_SALE_CARDS = 10;

/** The sale ending first is the flash sale. */
export function flashSaleOf(sales: readonly StoreSale[]): StoreSale | null {
  return [...sales].sort((a, b) => a.ends_at.localeCompare(b.ends_at))[0] ?? null;
}

export function FlashSaleSection({ sales }: { sales: readonly StoreSale[] }) {
  const { storefront: storefrontMessages } = useWords();
  const { ref, near } = useNearScreen<HTMLElement>();
  const sale = flashSaleOf(sales);
  if (!sale) return null;
  if (!near) return <section ref={ref} className="carousel-placeholder" aria-label={storefrontMessages.flashSale} aria-busy="true" />;
  return <FlashSaleProducts sale={sale} />;
}

function FlashSaleProducts({ sale }: { sale: StoreSale }) {
  const { storefront: storefrontMessages } = useWords();
  const storefront = useStorefront();
  const { data, error } = useSaleTopRated(sale.id, storefront, FLASH_SALE_CARDS);
  if (error) return null;
  return (
    <div className="flash-sale">
      <ProductCarousel
        title={storefrontMessages.flashSale}
        products={data?.data.map(toProductCardView)}
        loading={!data}
        cardVariant="flash-sale"
        imagePriority="low"
      />
      <Link to={`/shop-by-sale/${sale.id}`} className="flash-sale__all">{storefrontMessages.flashSaleAll}</Link>
    </div>
  );
}
