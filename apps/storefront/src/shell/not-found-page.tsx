// The last route. Before saying "not found" it asks the redirect lookup (docs/behaviour.md §7: GET
// /redirects/from{path}, no retry) whether an old path moved; a hit replaces the address,
// a miss or a failure (only logged, docs/behaviour.md §8) shows the not-found page.
import { sameSitePath } from '@horeca/core/routing';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NotFoundContent } from '../components/page-state';
import { api } from '../resources/client';
import { PageLoading } from './page-loading';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api
      .getRedirect(pathname)
      .then((answer) => {
        const target = sameSitePath(answer?.to);
        if (current && target && target !== pathname) void navigate(target, { replace: true });
        else if (current) setChecked(pathname);
      })
      .catch((error: unknown) => {
        if ((error as { status?: number })?.status !== 404) console.error('Redirect lookup failed', error);
        if (current) setChecked(pathname);
      });
    return () => {
      current = false;
    };
  }, [pathname, navigate]);

  return checked === pathname ? <NotFoundContent /> : <PageLoading />;
}
