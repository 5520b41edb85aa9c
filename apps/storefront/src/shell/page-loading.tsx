
import { useWords } from '../lib/words';

/** The placeholder while a page's data or code loads; announced politely to screen readers. */
export function PageLoading({ label: askedLabel }: { label?: string }) {
  const { storefront: storefrontMessages } = useWords();
  const label = askedLabel ?? storefrontMessages.loading;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
