import { storefrontMessages } from '../lib/messages';

/** The placeholder while a page's data or code loads; announced politely to screen readers. */
export function PageLoading({ label = storefrontMessages.loading }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
