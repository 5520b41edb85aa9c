// Department pages (/kitchen-equipment, /refrigeration, ...): the route path is the slug.
import { useLocation } from 'react-router';
import type { ServerReadsHandle } from '../../ssr/route-reads';
import { CategoryListing, categoryListingReads } from './category-listing';

const departmentSlug = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

export default function DepartmentPage() {
  const slug = departmentSlug(useLocation().pathname);
  return <CategoryListing key={slug} slug={slug} />;
}

export const handle: ServerReadsHandle = { serverReads: (reads) => categoryListingReads(departmentSlug(reads.pathname), reads) };
