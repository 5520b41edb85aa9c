// The calls the widgets make, as one narrow port. Components depend on this interface, not
// on the HTTP client, so a test (or a host with its own transport) hands in a fake, and the
// adapter to core's API client is the only place that knows the endpoint functions.
import type { Id } from '@horeca/core/api';
import type { GuestCartItem } from '@horeca/core/cart';
import type { Product, SearchResponse } from '@horeca/core/product';

export interface MutationResult {
  success: boolean;
  message?: string;
}

export interface CommerceApi {
  /** One key per click: a transport-level retry of the same click is applied once. */
  addToCart(productId: Id, quantity: number, idempotencyKey: string): Promise<MutationResult>;
  decreaseCart(productId: Id, quantity: number): Promise<MutationResult>;
  addMultipleToCart(lines: Pick<GuestCartItem, 'product_id' | 'quantity'>[], idempotencyKey: string): Promise<MutationResult>;
  getCartTotal(): Promise<number>;
  addToWishlist(productId: Id): Promise<MutationResult>;
  addMultipleToWishlist(productIds: Id[], idempotencyKey: string): Promise<MutationResult>;
  removeFromWishlist(productId: Id): Promise<MutationResult>;
  getWishlistCount(): Promise<number>;
  removeFromSaveForLater(productId: Id): Promise<MutationResult>;
  /** One product for `<horeca-product-card product-id>`. */
  getProduct(productId: Id): Promise<Product>;
  /** A category's products for `<horeca-product-carousel category>`. */
  getCategoryProducts(category: string): Promise<Product[]>;
  /** GET /frontend/search: products, categories and brands as the shopper types; `signal` drops a stale one. */
  search(query: string, signal?: AbortSignal): Promise<SearchResponse>;
  /** GET /nlp/search: plain-language search; an empty query searches the service's default term. */
  nlpSearch(query: string, signal?: AbortSignal): Promise<SearchResponse>;
  /** Has the store taken this cart handoff (docs/behaviour.md §2)? False until it has. */
  isCartHandoffConfirmed(id: string): Promise<boolean>;
}
