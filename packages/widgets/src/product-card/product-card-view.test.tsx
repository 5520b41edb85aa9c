// The React card takes core's view of a product (issue 27), not the API's card: given a view
// with no wire field at all it shows everything a card shows, and a guest's Add To Cart stores
// the spec's CartItems line (wire keys) from it.
import { messages } from '@horeca/core/messages';
import type { ProductCardView } from '@horeca/core/product';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/render';
import { guestCartAtom } from '../runtime/atoms';
import { ProductCard } from './product-card';

const fryer: ProductCardView = {
  id: 9,
  name: 'Deep Fryer 10 L',
  sku: 'FRY-10',
  path: '/kitchen-equipment/fryers/deep-fryer-10-l',
  url: 'deep-fryer-10-l',
  parentCategoryUrl: 'kitchen-equipment',
  categoryUrl: 'fryers',
  price: 100,
  wasPrice: 150,
  originalPrice: 150,
  salePrice: 100,
  discountBadge: '33.33',
  discountPercent: 33,
  currency: 'AED',
  images: ['/img/fryer-1.jpg', '/img/fryer-2.jpg'],
  imageSets: [],
  altTexts: ['The fryer from the front', 'Deep Fryer 10 L'],
  videoUrl: null,
  rating: 4,
  outOfStock: false,
  minimumOrderQuantity: null,
  maximumOrderQuantity: 10,
  sellingUnit: 'Piece',
  perUnitPrice: null,
  deliveryDays: 1,
  deliveryPromo: 'freeDelivery',
  flashSalePromos: ['firstOrderDiscount', 'sellingOutFast', 'freeDelivery', 'recentSales'],
  inWishlist: false,
  storeId: 1,
  vendorId: 2,
  brandId: null,
  brandName: null,
};

describe('ProductCard takes the view model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the view as it is: link, picture, SKU, rating, promo, prices, badge and unit', () => {
    renderWidget(<ProductCard product={fryer} />);
    const card = screen.getByRole('article', { name: fryer.name });
    // Every figure as the view holds it: the card works none of them out again.
    for (const text of ['SKU: FRY-10', 'FREE DELIVERY', '33.33% OFF', '-33%', 'per Piece']) expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent(/AED\s?100\.00.*Was AED\s?150\.00/);
    expect(within(card).getByRole('link', { name: fryer.name })).toHaveAttribute('href', fryer.path);
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card.querySelector('img[alt="The fryer from the front"]')).toHaveAttribute('src', '/img/fryer-1.jpg');
  });

  it("a sold-out view can't be added", () => {
    renderWidget(<ProductCard product={{ ...fryer, outOfStock: true }} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it("a guest's add stores the spec's cart line, read from the view", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { store } = renderWidget(<ProductCard product={fryer} />);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(store.get(guestCartAtom)).toEqual([
      {
        product_id: 9, quantity: 1, name: 'Deep Fryer 10 L', image: '/img/fryer-1.jpg', store_id: 1, vendor_id: 2, delivery_days: 1, original_price: 150, front_sale_price: 100, currency_title: 'AED',
        maximum_order_quantity: 10, minimum_order_quantity: null, images: ['/img/fryer-1.jpg', '/img/fryer-2.jpg'], video_path: null, parent_category_url: 'kitchen-equipment', category_url: 'fryers', url: 'deep-fryer-10-l',
      },
    ]);
  });
});
