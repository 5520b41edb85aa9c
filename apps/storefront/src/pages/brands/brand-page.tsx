// /brands/{id}, /brands/{id}/{slug} and /selected-brand/{id}: a brand's products (id or
// slug), sorted, filtered by price and stock, paginated.
import type { Product } from '@horeca/core';
import { Link, useParams } from 'react-router';
import { ListingView } from '../../components/listing-view';
import { NotFoundContent } from '../../components/page-state';
import { api } from '../../lib/api';
import { formatText, storefrontMessages } from '../../lib/messages';
import { useStorefront } from '../../lib/storefront-context';
import { isNotFound, useApiData } from '../../lib/use-api-data';
import { useListingParams } from '../../lib/use-listing-params';
import { usePageMeta } from '../../lib/use-page-meta';

export default function BrandPage() {
  const { id = '' } = useParams();
  const storefront = useStorefront();
  const { params, update } = useListingParams();
  const listing = useApiData(['brand-products', id, storefront, JSON.stringify(params)], () => api.listBrandProducts(id, { ...params, storefront }));
  const brand = listing.data?.brand;
  usePageMeta({
    title: brand?.name ?? storefrontMessages.loading,
    description: brand ? formatText(storefrontMessages.brandDescription, { name: brand.name }) : '',
    canonical: brand ? `/brands/${brand.id}/${brand.slug}` : undefined,
  });
  if (isNotFound(listing.error)) return <NotFoundContent />;
  return (
    <ListingView
      title={brand?.name ?? storefrontMessages.loading}
      intro={
        brand ? (
          <div className="brand-head">
            <img src={brand.logo} alt="" width="160" height="80" decoding="async" />
            <p>{brand.description}</p>
            <Link to={`/about-brand/${brand.id}`}>{formatText(storefrontMessages.aboutBrand, { name: brand.name })}</Link>
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
    />
  );
}
