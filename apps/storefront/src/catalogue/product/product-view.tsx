// The product page (docs/behaviour.md §2.1, §2.9, §2.10): breadcrumb, gallery, name, rating, buy box with
// Buy-More-Save-More tiers, size options, the detail tabs, recently browsed and related
// products, plus title, description, canonical and schema.org Product data.
import { type ProductDetail } from '@horeca/core/api';
import { toProductCardView } from '@horeca/core/product';
import { productPath } from '@horeca/core/routing';
import { type Storefront } from '@horeca/core/storefront';
import { Breadcrumb, ProductCarousel, StarRating, useNumbers } from '@horeca/widgets';
import { Link } from 'react-router';
import { formatText } from '../../lib/messages';
import { pageOrigin } from '../../lib/page-origin';
import { useStorefront } from '../../lib/storefront-context';
import { topRatedRead } from '../../resources/catalogue';
import { useRead } from '../../resources/use-resource';
import { usePageMeta } from '../../lib/use-page-meta';
import { BuyBox } from './buy-box';
import { HydrateLater } from '../../ssr/hydrate-later';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd, productPreview } from './product-json-ld';
import { ProductTabs } from './product-tabs';
import { RecentlyBrowsed } from './recently-browsed';
import { SizeOptions } from './size-options';
import { useRecordView } from './use-record-view';
import { useWords } from '../../lib/words';

const RELATED_COUNT = 12;
/** A phone's swipe row shows two cards and a bit: the server draws three, the browser the rest. */
const RELATED_FIRST_CARDS = 3;

/** The related products' read (one more than shown: the product itself may be among them); the server makes it before rendering. */
export const relatedProductsRead = (product: Pick<ProductDetail, 'category_url'>, storefront: Storefront) => topRatedRead(product.category_url, storefront, RELATED_COUNT + 1);

export function ProductView({ product }: { product: ProductDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  const storefront = useStorefront();
  const path = productPath(product);
  usePageMeta({
    title: product.name,
    description: formatText(storefrontMessages.productDescription, { name: product.name, sku: product.sku, brand: product.brand_name }),
    canonical: path,
    preview: productPreview(product, storefront),
  });
  useRecordView(product.id);
  const related = useRead(relatedProductsRead(product, storefront));
  const relatedProducts = related.data?.data.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT).map(toProductCardView);
  const crumbs = product.breadcrumb.map((item) => ({ label: item.name, url: item.url, id: item.id ?? undefined }));

  return (
    <article className="product-page">
      <ProductJsonLd product={product} storefront={storefront} url={new URL(path, pageOrigin()).toString()} />
      <Breadcrumb items={crumbs} />
      <div className="product-page__top">
        <ProductGallery images={product.images} name={product.name} altTags={product.alt_tags} imageSets={product.image_sets} />
        <div className="product-page__summary">
          <h1>{product.name}</h1>
          <p className="product-page__meta">
            {product.brand ? (
              <Link to={`/brands/${product.brand.id}/${product.brand.slug}`}>{product.brand.name}</Link>
            ) : null}
            <span>
              {storefrontMessages.sku}: {product.sku}
            </span>
          </p>
          <p className="product-page__rating">
            <StarRating rating={product.avg_rating} />
            <span>{formatText(storefrontMessages.reviewCount, { count: count(product.review_count) })}</span>
          </p>
          <BuyBox product={product} />
          <SizeOptions product={product} />
          <ul className="product-page__facts">
            <li>{product.in_stock ? storefrontMessages.inStock : storefrontMessages.outOfStockNote}</li>
            {product.delivery_days ? <li>{formatText(storefrontMessages.deliveryDays, { days: product.delivery_days })}</li> : null}
            <li>{formatText(storefrontMessages.returnPolicyNote, { policy: product.return_policy })}</li>
            <li>
              <Link to="/price-match">{storefrontMessages.priceMatch}</Link>
            </li>
          </ul>
        </div>
      </div>
      <HydrateLater>
        <ProductTabs product={product} />
      </HydrateLater>
      <HydrateLater>
        <RecentlyBrowsed exceptId={product.id} />
      </HydrateLater>
      <HydrateLater>
        <ProductCarousel
          title={storefrontMessages.relatedProducts}
          products={relatedProducts}
          loading={!relatedProducts && !related.error}
          imagePriority="low"
          firstCards={RELATED_FIRST_CARDS}
        />
      </HydrateLater>
    </article>
  );
}
