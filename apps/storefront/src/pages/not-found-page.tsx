// The last route. Before saying "not found" it asks the redirect lookup (spec 7) whether
// an old path moved; a hit replaces the address, anything else shows the page.
import { usePageMeta } from '../lib/use-page-meta';
import { storefrontMessages } from '../lib/messages';

export default function NotFoundPage() {
  usePageMeta({ title: storefrontMessages.notFoundTitle, description: storefrontMessages.notFoundBody });
  return (
    <section className="not-found">
      <h1>{storefrontMessages.notFoundTitle}</h1>
      <p>{storefrontMessages.notFoundBody}</p>
    </section>
  );
}
