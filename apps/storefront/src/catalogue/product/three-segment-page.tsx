// /{a}/{b}/{c} is two routes of docs/behaviour.md §2.1 in one shape: a product page
// (/{category}/{subcategory}/{productslug}, product id in navigation state) or a category
// (/{grandparent}/{parent}/{id}, category id in navigation state). Navigation state
// decides when present; otherwise a last segment that names a category is a category.
import type { Id } from '@horeca/core';
import { useLocation, useParams } from 'react-router';
import { PageData } from '../../components/page-state';
import { useStorefront } from '../../lib/storefront-context';

import { flattenCategories } from '../../lib/category-paths';
import { useCategories, useProduct } from '../../resources/catalogue';
import { CategoryListing } from '../category/category-listing';
import { ProductView } from './product-view';

interface NavState {
  productId?: Id;
  categoryId?: Id;
}

export default function ThreeSegmentPage() {
  const { third = '' } = useParams();
  const state = (useLocation().state ?? {}) as NavState;
  const tree = useCategories();
  const isCategory = state.categoryId !== undefined || (state.productId === undefined && flattenCategories(tree).some((c) => c.slug === third));
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

export const handle = { hideTopStrip: true };
