// What a page shows before its data arrives, when the API fails, or when the thing asked
// for does not exist. A 404 renders the not-found page in place (the address stays).

import type { NormalizedApiError } from '@horeca/core/api';
import { isNotFound } from '../resources/use-resource';
import { usePageMeta } from '../lib/use-page-meta';
import { PageLoading } from '../shell/page-loading';
import { useWords } from '../lib/words';

export interface PageStateProps {
  error: NormalizedApiError | null;
  onRetry: () => void;
}

export function NotFoundContent() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.notFoundTitle, description: storefrontMessages.notFoundBody });
  return (
    <section className="not-found">
      <h1>{storefrontMessages.notFoundTitle}</h1>
      <p>{storefrontMessages.notFoundBody}</p>
      <p>
        <a href="/" className="button button--primary">
          {storefrontMessages.goHome}
        </a>
      </p>
    </section>
  );
}

export function PageError({ error, onRetry }: PageStateProps) {
  const { storefront: storefrontMessages } = useWords();
  if (isNotFound(error)) return <NotFoundContent />;
  return (
    <section className="page-error" role="alert">
      <h1>{storefrontMessages.loadFailed}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {storefrontMessages.retry}
      </button>
    </section>
  );
}

/** Renders loading, error or the page, so each page handles the three states alike. */
export function PageData<T>({ data, error, reload, children }: { data: T | undefined; error: NormalizedApiError | null; reload: () => unknown; children: (data: T) => React.ReactNode }) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <PageError error={error} onRetry={() => void reload()} />;
  return <PageLoading />;
}
