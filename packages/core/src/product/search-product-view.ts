// A search suggestion's product (GET /frontend/search) as the card's view: its category slugs
// stand where a card has its category urls (so a guest cart line keeps its link), and its stock
// count says whether it is sold out.
import type { SearchProduct } from '../answers/search';
import { toProductCardView, type ProductCardView } from './product-card-view';

export function searchProductView(row: SearchProduct): ProductCardView {
  return toProductCardView({
    ...row,
    parent_category_url: row.grandparent_category_slug,
    category_url: row.parent_category_slug,
    ...(typeof row.quantity === 'number' ? { in_stock: row.quantity > 0 ? 1 : 0 } : {}),
  });
}
