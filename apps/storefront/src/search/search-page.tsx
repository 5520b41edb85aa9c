// /search/{text}: every product the query matches, paged, with the listing's facets and sorts
// and search's own (subcategory, rating), all in the address (issue 32). It says what it
// searched when it corrected a word ("Showing results for … / Search instead for …") or left
// one out, offers the other subcategories of the matches, and when nothing matches, the
// closest categories and the popular products. A query naming a category never gets here: the
// search box opens that category (core's searchSubmitTarget).
import { type SearchFacets, type SearchPageParams, type SearchResultsPage } from '@horeca/core/api';
import { type Product } from '@horeca/core/product';
import { categoryPath } from '@horeca/core/routing';
import { useNumbers } from '@horeca/widgets';
import { Link, useLocation, useParams } from 'react-router';
import { ListingView } from '../components/listing-view';
import type { ExtraFilters } from '../components/listing-filters';
import { ProductGrid } from '../components/product-grid';
import { formatText } from '../lib/messages';
import { searchPageSearch } from '../lib/search-params';
import { useStorefront } from '../lib/storefront-context';
import { usePageMeta } from '../lib/use-page-meta';
import { useSearchParams } from '../lib/use-search-params';
import { useSearchPage } from '../resources/search';
import { useWords, type StorefrontWords } from '../lib/words';

export default function SearchPage() {
  const { storefront: storefrontMessages } = useWords();
  const { id = '' } = useParams();
  const query = id.trim();
  const storefront = useStorefront();
  const { params, update } = useSearchParams();
  const page = useSearchPage(query, storefront, params);
  const results = page.data;
  const title = formatText(storefrontMessages.searchTitle, { query });
  usePageMeta({ title, description: formatText(storefrontMessages.searchDescription, { query }) });

  if (results?.recovery) return <NoResults query={query} recovery={results.recovery} />;
  return (
    <div className="search-results">
      <ListingView
        title={title}
        intro={results ? <SearchNotes results={results} params={params} /> : null}
        products={results?.data as Product[] | undefined}
        meta={results?.meta}
        brands={results?.facets.brands}
        params={params}
        onChange={update}
        loading={page.isLoading}
        failed={Boolean(page.error)}
        onRetry={() => void page.reload()}
        extraFilters={results ? searchFilters(results.facets, params, update, storefrontMessages) : undefined}
      />
    </div>
  );
}

/** What was searched when it is not the words as typed, and the matches' other subcategories. */
function SearchNotes({ results, params }: { results: SearchResultsPage; params: SearchPageParams }) {
  const { storefront: storefrontMessages } = useWords();
  const { pathname } = useLocation();
  const { count } = useNumbers();
  const categories = results.facets.categories;
  return (
    <>
      {results.corrected ? (
        <p className="search-results__note" role="note">
          {formatText(storefrontMessages.searchShowingFor, { searched: results.corrected })}{' '}
          <Link to={`${pathname}${searchPageSearch({ ...params, page: undefined, exact: true })}`}>{formatText(storefrontMessages.searchInsteadFor, { query: results.query })}</Link>
        </p>
      ) : null}
      {results.left_out.length > 0 ? (
        <p className="search-results__note" role="note">
          {formatText(storefrontMessages.searchLeftOut, { words: results.left_out.join(' ') })}
        </p>
      ) : null}
      {categories.length > 1 ? (
        <nav aria-label={storefrontMessages.alsoInCategories} className="search-results__categories">
          <h2 className="search-results__heading">{storefrontMessages.alsoInCategories}</h2>
          <ul className="chips">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryPath(category)} state={{ categoryId: category.id }} className="chip">
                  {category.name} ({count(category.products)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** Search's own facets: the matches' subcategories and the least stars, with their counts. */
function searchFilters(facets: SearchFacets, params: SearchPageParams, update: (change: Partial<SearchPageParams>) => void, storefrontMessages: StorefrontWords['storefront']): ExtraFilters {
  const selected = new Set(params.category ?? []);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update({ category: next.size > 0 ? [...next] : undefined });
  };
  return {
    active: selected.size > 0 || params.rating !== undefined,
    clear: { category: undefined, rating: undefined },
    node: (
      <>
        {facets.categories.length > 0 ? (
          <fieldset className="filters__group">
            <legend>{storefrontMessages.subcategory}</legend>
            {facets.categories.map((category) => (
              <label key={category.id} className="check">
                <input type="checkbox" checked={selected.has(Number(category.id))} onChange={() => toggle(Number(category.id))} />
                <span>{category.name}</span>
                <span className="check__count">({category.products})</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {facets.ratings.length > 0 ? (
          <fieldset className="filters__group">
            <legend>{storefrontMessages.customerRating}</legend>
            {facets.ratings.map((rating) => (
              <label key={rating.min} className="check">
                <input
                  type="checkbox"
                  checked={params.rating === rating.min}
                  onChange={(event) => update({ rating: event.target.checked ? rating.min : undefined })}
                />
                <span>{formatText(storefrontMessages.ratingAtLeast, { stars: rating.min })}</span>
                <span className="check__count">({rating.products})</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </>
    ),
  };
}

/** Nothing matched: say so, and offer the closest categories and the popular products. */
function NoResults({ query, recovery }: { query: string; recovery: NonNullable<SearchResultsPage['recovery']> }) {
  const { storefront: storefrontMessages } = useWords();
  return (
    <div className="search-results search-results--none">
      <h1>{formatText(storefrontMessages.searchTitle, { query })}</h1>
      <p role="status" className="listing__empty">
        {formatText(storefrontMessages.searchNoResults, { query })}
      </p>
      {recovery.categories.length > 0 ? (
        <nav aria-label={storefrontMessages.searchTryCategories}>
          <h2 className="search-results__heading">{storefrontMessages.searchTryCategories}</h2>
          <ul className="chips">
            {recovery.categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryPath(category)} state={{ categoryId: category.id }} className="chip">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 className="search-results__heading">{storefrontMessages.popularProducts}</h2>
      <ProductGrid products={recovery.products as Product[]} label={storefrontMessages.popularProducts} />
    </div>
  );
}
