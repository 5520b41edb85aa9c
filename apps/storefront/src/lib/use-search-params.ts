// The results page's state of the current address and a setter that writes it back; any change
// other than the page itself goes back to page 1 (as use-listing-params.ts does for listings).
import type { SearchPageParams } from '@horeca/core/api';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchParams, searchPageSearch } from './search-params';

export function useSearchParams() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseSearchParams(search), [search]);
  const update = useCallback(
    (change: Partial<SearchPageParams>) => {
      const next: SearchPageParams = { ...params, ...change };
      if (!('page' in change)) next.page = undefined;
      void navigate(`${pathname}${searchPageSearch(next)}`, { preventScrollReset: true });
    },
    [params, pathname, navigate],
  );
  return { params, update };
}
