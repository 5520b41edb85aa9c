// One category's page: breadcrumb, heading, its subcategories, then the filtered, sorted
// and paginated products with a count over the whole catalogue. Departments, the
// /{category}/{subcategory} route and the three-segment category route all render it.
import type { Product } from '@horeca/core/product';
import { Breadcrumb, useNumbers } from '@horeca/widgets';
import { Link } from 'react-router';
import { ListingView } from '../../components/listing-view';
import { NotFoundContent } from '../../components/page-state';
import { formatText } from '../../lib/messages';
import { useStorefront } from '../../lib/storefront-context';
import { categoryProductsRead, categoryRead, useCategory, useCategoryProducts } from '../../resources/catalogue';
import type { ServerReads } from '../../ssr/route-reads';
import { parseListingParams } from '../../lib/listing-params';
import { isNotFound } from '../../resources/use-resource';
import { useListingParams } from '../../lib/use-listing-params';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

/** What a category's listing reads, made by the server before it renders (ssr/route-reads.ts). */
export const categoryListingReads = (slug: string, { read, search, storefront }: ServerReads) =>
  Promise.all([read(categoryRead(slug)), read(categoryProductsRead(slug, storefront, parseListingParams(search)))]);

export function CategoryListing({ slug }: { slug: string }) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  const storefront = useStorefront();
  const { params, update } = useListingParams();
  const detail = useCategory(slug);
  const listing = useCategoryProducts(slug, storefront, params);
  const category = detail.data?.data;
  const name = category?.name ?? listing.data?.category.name ?? '';
  const page = params.page ?? 1;
  // The canonical is the category's own URL (its breadcrumb's last link), so the
  // department, two- and three-segment addresses of one category count as one page.
  const canonicalPath = category?.breadcrumb.at(-1)?.url ?? undefined;
  usePageMeta({
    title: name ? (page > 1 ? formatText(storefrontMessages.pageTitleWithPage, { title: name, page }) : name) : storefrontMessages.loading,
    description: category?.description ?? formatText(storefrontMessages.categoryDescription, { name }),
    canonical: canonicalPath ? `${canonicalPath}${page > 1 ? `?page=${page}` : ''}` : undefined,
    preview: category?.image ? { image: { url: category.image } } : undefined,
  });

  if (isNotFound(detail.error) || isNotFound(listing.error)) return <NotFoundContent />;
  const crumbs = (category?.breadcrumb ?? listing.data?.category.breadcrumb ?? []).map((item) => ({ label: item.name, url: item.url, id: item.id ?? undefined }));

  return (
    <>
      {/* The slot keeps the breadcrumb's line while the category loads (no jump). */}
      <div className="breadcrumb-slot">{crumbs.length > 0 ? <Breadcrumb items={crumbs} /> : null}</div>
      <ListingView
        title={name || storefrontMessages.loading}
        intro={
          category && category.children.length > 0 ? (
            <ul className="subcategories" aria-label={formatText(storefrontMessages.categoriesIn, { name })}>
              {category.children.map((child) => (
                <li key={child.slug}>
                  <Link to={`/${category.slug}/${child.slug}`} state={{ categoryId: child.id }} className="subcategory">
                    <img src={child.image} alt="" width="56" height="56" loading="lazy" decoding="async" />
                    <span>{child.name}</span>
                    <span className="subcategory__count">{formatText(storefrontMessages.productCount, { count: count(child.product_count) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null
        }
        products={listing.data?.data as Product[] | undefined}
        meta={listing.data?.meta}
        brands={listing.data?.facets.brands}
        params={params}
        onChange={update}
        loading={listing.isLoading}
        failed={Boolean(listing.error)}
        onRetry={() => void listing.reload()}
      />
    </>
  );
}
