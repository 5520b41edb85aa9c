// /registration/browsing-history: the products the customer viewed lately (newest first, as
// GET /frontend/recent-products records them from product pages), as the shop's own cards,
// so they can go straight to the cart or the wishlist from here.
import { useCoreMessages, useWidgetConfig } from '@horeca/widgets';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';
import { LoadError } from '../../components/load-error';
import { useRecentProducts } from '../../resources/wishlist';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

export function BrowsingHistoryPage() {
  const { history: historyText } = useWords();
  const messages = useCoreMessages();
  const title = messages.account.browsingHistory;
  useCommercePage(title, historyText.intro);
  const { storefront } = useWidgetConfig();
  const history = useRecentProducts(storefront, true);
  return (
    <section aria-labelledby="history-heading" className="cf-form">
      <h1 id="history-heading">{title}</h1>
      <p>{historyText.intro}</p>
      {history.isLoading ? <ProductGridSkeleton count={4} /> : null}
      <LoadError data={history} prefix={historyText.failed} />
      {history.data && history.data.length === 0 ? (
        <p>
          {historyText.empty} <Link to="/all-categories">{historyText.browse}</Link>
        </p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <>
          {/* The cards' names are level-3 headings: this keeps the outline whole. */}
          <h2 className="cf-visually-hidden">{historyText.products}</h2>
          <ProductGrid products={history.data} label={title} />
        </>
      ) : null}
    </section>
  );
}
