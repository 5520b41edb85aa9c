// Department pages (/kitchen-equipment, /refrigeration, ...): the route path is the slug.
import { useLocation } from 'react-router';
import { CategoryListing } from './category-listing';

export default function DepartmentPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean)[0] ?? '';
  return <CategoryListing key={slug} slug={slug} />;
}
