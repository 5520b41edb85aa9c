// The listing state of the current address and a setter that writes it back. Any change
// other than the page itself goes back to page 1.
import type { ListingParams } from '@horeca/core/api';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listingSearch, parseListingParams } from './listing-params';

export function useListingParams() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListingParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListingParams>) => {
      const next: ListingParams = { ...params, ...change };
      if (!('page' in change)) next.page = undefined;
      void navigate(`${pathname}${listingSearch(next)}`, { preventScrollReset: true });
    },
    [params, pathname, navigate],
  );
  return { params, update };
}
