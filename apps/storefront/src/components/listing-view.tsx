// A product listing: heading, product count, sort, filters, the grid and pagination. The
// category, brand, sale and product-index pages all render through it.
import type { ListingMeta, ListingParams, ListingSort } from '@horeca/core/api';
import type { Product } from '@horeca/core/product';
import type { ReactNode } from 'react';
import { useNumbers } from '@horeca/widgets';
import { SORTS } from '../lib/listing-params';
import { formatText } from '../lib/messages';
import { ListingFilters, type BrandFacet, type ExtraFilters } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useWords, type StorefrontWords } from '../lib/words';

export interface ListingViewProps {
  title: string;
  intro?: ReactNode;
  products: Product[] | undefined;
  meta: ListingMeta | undefined;
  brands?: BrandFacet[];
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  showFilters?: boolean;
  extraFilters?: ExtraFilters;
}

// The page's words (useWords) in, the labels out.
const sortLabels = (storefrontMessages: StorefrontWords['storefront']): Record<ListingSort, string> => ({
  relevance: storefrontMessages.sortRelevance,
  price_asc: storefrontMessages.sortPriceAsc,
  price_desc: storefrontMessages.sortPriceDesc,
  newest: storefrontMessages.sortNewest,
  rating: storefrontMessages.sortRating,
});

export function ListingView({ title, intro, products, meta, brands, params, onChange, loading, failed, onRetry, showFilters = true, extraFilters }: ListingViewProps) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  const total = meta?.total;
  return (
    <div className={showFilters ? 'listing' : 'listing listing--plain'}>
      <div className="listing__head">
        <h1>{title}</h1>
        {intro}
        <div className="listing__bar">
          <p className="listing__count" role="status" aria-live="polite">
            {total === undefined ? storefrontMessages.loading : formatText(total === 1 ? storefrontMessages.productCountOne : storefrontMessages.productCount, { count: count(total) })}
          </p>
          <label className="listing__sort">
            <span>{storefrontMessages.sortBy}</span>
            <select value={params.sort ?? 'relevance'} onChange={(event) => onChange({ sort: event.target.value as ListingSort })}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels(storefrontMessages)[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {showFilters ? <ListingFilters params={params} brands={brands} onChange={onChange} extra={extraFilters} /> : null}
      <div className="listing__results" aria-busy={loading}>
        {failed && !products ? (
          <div role="alert" className="listing__error">
            <p>{storefrontMessages.productsFailed}</p>
            <button type="button" className="button button--primary" onClick={onRetry}>
              {storefrontMessages.retry}
            </button>
          </div>
        ) : products === undefined ? (
          <ProductGridSkeleton />
        ) : products.length === 0 ? (
          <p className="listing__empty">{storefrontMessages.noMatches}</p>
        ) : (
          <ProductGrid products={products} label={title} />
        )}
        {meta ? <Pagination page={meta.page} lastPage={meta.last_page} /> : null}
      </div>
    </div>
  );
}
