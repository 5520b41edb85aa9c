// /{category}/{subcategory}: the listing of the subcategory (the last segment is its slug).
import { useParams } from 'react-router';
import { CategoryListing } from './category-listing';

export default function CategoryPage() {
  const { subcategory = '' } = useParams();
  return <CategoryListing key={subcategory} slug={subcategory} />;
}

export const handle = { hideTopStrip: true };
