// The page of products that belong to one thing, a brand or a sale: its listing for the
// address's sort, filters and page, its head metadata, not-found when the API says 404,
// and the listing view with the owner's own block (logo, banner) above the products.
import type { Product } from '@horeca/core/product';
import type { ReactNode } from 'react';
import { ListingView } from '../components/listing-view';
import { NotFoundContent } from '../components/page-state';
import { useStorefront } from '../lib/storefront-context';
import { useOwnedListing, type OwnedListingSource } from '../resources/catalogue';
import { isNotFound } from '../resources/use-resource';
import { useListingParams } from '../lib/use-listing-params';
import { usePageMeta, type PageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

export interface OwnedListingProps<Owner> {
  /** Whose products: brandListing(id) or saleListing(id) of data/catalogue. */
  source: OwnedListingSource<Owner>;
  /** Title, description and canonical once the owner is known. */
  meta: (owner: Owner) => PageMeta;
  /** Fallbacks while loading (a canonical known from the address alone). */
  loadingMeta?: Partial<PageMeta>;
  name: (owner: Owner) => string;
  intro: (owner: Owner) => ReactNode;
  showFilters?: boolean;
}

export function OwnedListing<Owner>({ source, meta, loadingMeta, name, intro, showFilters }: OwnedListingProps<Owner>) {
  const { storefront: storefrontMessages } = useWords();
  const storefront = useStorefront();
  const { params, update } = useListingParams();
  const listing = useOwnedListing(source, storefront, params);
  const owner = listing.data?.owner;
  usePageMeta(owner === undefined ? { title: storefrontMessages.loading, description: '', ...loadingMeta } : meta(owner));
  if (isNotFound(listing.error)) return <NotFoundContent />;
  return (
    <ListingView
      title={owner === undefined ? storefrontMessages.loading : name(owner)}
      intro={owner === undefined ? null : intro(owner)}
      products={listing.data?.data as Product[] | undefined}
      meta={listing.data?.meta}
      params={params}
      onChange={update}
      loading={listing.isLoading}
      failed={Boolean(listing.error)}
      onRetry={() => void listing.reload()}
      showFilters={showFilters}
    />
  );
}
