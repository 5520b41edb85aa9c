// /products is the static category menu of the whole catalogue; /products/{slug} lists
// the products of the category with that slug.
import { useParams } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';
import { CategoryIndex } from './all-categories-page';
import { CategoryListing } from './category/category-listing';
import { useWords } from '../lib/words';

export default function ProductsPage() {
  const { slug } = useParams();
  if (slug) return <CategoryListing key={slug} slug={slug} />;
  return <ProductsMenu />;
}

function ProductsMenu() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.allProducts, description: storefrontMessages.allCategoriesDescription, canonical: '/products' });
  return (
    <>
      <h1>{storefrontMessages.allProducts}</h1>
      <CategoryIndex />
    </>
  );
}
