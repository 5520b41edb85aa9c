// Page links for listings: first, previous, a window around the current page, next, last.
// Real links (?page=n) so every page of a category is crawlable and shareable.
import { Link, useLocation } from 'react-router';
import { formatText } from '../lib/messages';
import { useWords } from '../lib/words';

export function pageWindow(current: number, last: number, width = 2): number[] {
  const start = Math.max(1, Math.min(current - width, last - 2 * width));
  const end = Math.min(last, Math.max(current + width, 1 + 2 * width));
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { storefront: storefrontMessages } = useWords();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const pages = pageWindow(page, lastPage);
  return (
    <nav className="pagination" aria-label={storefrontMessages.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {storefrontMessages.previousPage}
            </Link>
          </li>
        ) : null}
        {pages[0] !== undefined && pages[0] > 1 ? (
          <li>
            <Link to={hrefFor(1)} aria-label={formatText(storefrontMessages.pageN, { n: 1 })}>1</Link>
            {pages[0] > 2 ? <span aria-hidden="true"> …</span> : null}
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">{n}</span>
            ) : (
              <Link to={hrefFor(n)} aria-label={formatText(storefrontMessages.pageN, { n })}>{n}</Link>
            )}
          </li>
        ))}
        {pages[pages.length - 1] !== undefined && (pages[pages.length - 1] as number) < lastPage ? (
          <li>
            {(pages[pages.length - 1] as number) < lastPage - 1 ? <span aria-hidden="true">… </span> : null}
            <Link to={hrefFor(lastPage)} aria-label={formatText(storefrontMessages.pageN, { n: lastPage })}>{lastPage}</Link>
          </li>
        ) : null}
        {page < lastPage ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {storefrontMessages.nextPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
