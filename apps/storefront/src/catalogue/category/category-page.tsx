// /{category}/{subcategory}: the listing of the subcategory (the last segment is its slug).
import { useParams } from 'react-router';
import type { ServerReadsHandle } from '../../ssr/route-reads';
import { CategoryListing, categoryListingReads } from './category-listing';

export default function CategoryPage() {
  const { subcategory = '' } = useParams();
  return <CategoryListing key={subcategory} slug={subcategory} />;
}

export const handle: ServerReadsHandle & { hideTopStrip: boolean } = {
  hideTopStrip: true,
  serverReads: (reads) => categoryListingReads(reads.params.subcategory ?? '', reads),
};
