// /search/{text}: the search results: matching categories and brands as links, then the
// products as cards.
import { categoryPath, type Product } from '@horeca/core';
import { Link, useParams } from 'react-router';
import { PageData } from '../components/page-state';
import { ProductGrid } from '../components/product-grid';
import { formatText, storefrontMessages } from '../lib/messages';
import { useSearchResults } from '../resources/search';
import { usePageMeta } from '../lib/use-page-meta';

export default function SearchPage() {
  const { id = '' } = useParams();
  const query = id.trim();
  usePageMeta({ title: formatText(storefrontMessages.searchTitle, { query }), description: formatText(storefrontMessages.searchDescription, { query }) });
  const { data, error, reload } = useSearchResults(query);
  return (
    <div className="search-results">
      <h1>{formatText(storefrontMessages.searchTitle, { query })}</h1>
      <PageData data={data} error={error} reload={reload}>
        {(results) => (
          <>
            {results.categories.length > 0 ? (
              <nav aria-label={storefrontMessages.matchingCategories} className="chips">
                {results.categories.map((category) => (
                  <Link key={category.id} to={categoryPath(category)} className="chip">{category.name}</Link>
                ))}
              </nav>
            ) : null}
            {results.brands.length > 0 ? (
              <nav aria-label={storefrontMessages.matchingBrands} className="chips">
                {results.brands.map((brand) => (
                  <Link key={brand.id} to={`/brands/${brand.id}/${brand.slug}`} className="chip">{brand.name}</Link>
                ))}
              </nav>
            ) : null}
            <p role="status">{formatText(results.products.length === 1 ? storefrontMessages.productCountOne : storefrontMessages.productCount, { count: results.products.length })}</p>
            {results.products.length === 0 ? <p>{storefrontMessages.noMatches}</p> : <ProductGrid products={results.products as unknown as Product[]} label={storefrontMessages.searchResults} />}
          </>
        )}
      </PageData>
    </div>
  );
}
