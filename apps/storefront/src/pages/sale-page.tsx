// /shop-by-sale/{id}: a sale's banner and its products, sorted and paginated.
import type { Product } from '@horeca/core';
import { useParams } from 'react-router';
import { ListingView } from '../components/listing-view';
import { NotFoundContent } from '../components/page-state';
import { api } from '../lib/api';
import { formatText, storefrontMessages } from '../lib/messages';
import { useStorefront } from '../lib/storefront-context';
import { isNotFound, useApiData } from '../lib/use-api-data';
import { useListingParams } from '../lib/use-listing-params';
import { usePageMeta } from '../lib/use-page-meta';

export default function SalePage() {
  const { id = '' } = useParams();
  const storefront = useStorefront();
  const { params, update } = useListingParams();
  const listing = useApiData(['sale-products', id, storefront, JSON.stringify(params)], () => api.listSaleProducts(Number(id), { ...params, storefront }));
  const sale = listing.data?.sale;
  usePageMeta({ title: sale?.name ?? storefrontMessages.loading, description: sale?.description ?? '', canonical: `/shop-by-sale/${id}` });
  if (isNotFound(listing.error)) return <NotFoundContent />;
  return (
    <ListingView
      title={sale?.name ?? storefrontMessages.loading}
      intro={
        sale ? (
          <div className="sale-banner">
            <img src={sale.banner} alt="" width="1200" height="300" decoding="async" />
            <p>{sale.description}</p>
            <p className="sale-banner__ends">{formatText(storefrontMessages.saleEnds, { date: sale.ends_at.slice(0, 10) })}</p>
          </div>
        ) : null
      }
      products={listing.data?.data as Product[] | undefined}
      meta={listing.data?.meta}
      params={params}
      onChange={update}
      loading={listing.isLoading}
      failed={Boolean(listing.error)}
      onRetry={() => void listing.reload()}
      showFilters={false}
    />
  );
}
