// /{a}/{b}/{c} is two routes of docs/behaviour.md §2.1 in one shape: a product page
// (/{category}/{subcategory}/{productslug}, product id in navigation state) or a category
// (/{grandparent}/{parent}/{id}, category id in navigation state). Navigation state
// decides when present; otherwise a last segment that names a category is a category.
import type { Id } from '@horeca/core/api';
import type { CategoryNode } from '@horeca/core/product';
import { useLocation, useParams } from 'react-router';
import { PageData } from '../../components/page-state';
import { useStorefront } from '../../lib/storefront-context';

import { flattenCategories } from '../../lib/category-paths';
import { categoriesRead, productRead, useCategories, useProduct } from '../../resources/catalogue';
import type { ServerReadsHandle } from '../../ssr/route-reads';
import { CategoryListing, categoryListingReads } from '../category/category-listing';
import { ProductView, relatedProductsRead } from './product-view';

interface NavState {
  productId?: Id;
  categoryId?: Id;
}

const namesCategory = (tree: CategoryNode[], slug: string) => flattenCategories(tree).some((c) => c.slug === slug);

export default function ThreeSegmentPage() {
  const { third = '' } = useParams();
  const state = (useLocation().state ?? {}) as NavState;
  const tree = useCategories();
  const isCategory = state.categoryId !== undefined || (state.productId === undefined && namesCategory(tree, third));
  if (isCategory) return <CategoryListing key={third} slug={third} />;
  return <ProductBySlug key={third} slug={third} productId={state.productId} />;
}

function ProductBySlug({ slug, productId }: { slug: string; productId?: Id }) {
  const storefront = useStorefront();
  const { data, error, reload } = useProduct({ id: productId, slug }, storefront);
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => <ProductView product={answer.data} />}
    </PageData>
  );
}

export const handle: ServerReadsHandle & { hideTopStrip: boolean } = {
  hideTopStrip: true,
  // The server has no navigation state: the slug decides, as above.
  serverReads: async (reads) => {
    const third = reads.params.third ?? '';
    if (namesCategory((await reads.read(categoriesRead)) ?? [], third)) return categoryListingReads(third, reads);
    const answer = await reads.read(productRead({ slug: third }, reads.storefront));
    if (answer) await reads.read(relatedProductsRead(answer.data, reads.storefront));
  },
};
