// @horeca/core's client checked against the API's document by `tsc` (npm run typecheck): each
// call's answer type must accept every answer the document declares for that operation, so a
// field the API drops, renames or retypes fails the typecheck instead of a shopper's page.
// openapi-types.ts is generated from the document (test/openapi-contract.test.ts keeps it current).
import type { CommerceEndpoints, Endpoints, StoreEndpoints } from '@horeca/core/api';
import type { paths } from './openapi-types';

type Client = Endpoints & CommerceEndpoints & StoreEndpoints;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The JSON body the document declares for `status` of `method path`. */
type Answer<P extends keyof paths, M extends Method, S extends number = 200> =
  paths[P][M] extends { responses: infer R } ? (S extends keyof R ? (R[S] extends { content: { 'application/json': infer B } } ? B : never) : never) : never;

/** What a client call resolves to. */
type Resolves<K extends keyof Client> = Client[K] extends (...args: never[]) => Promise<infer R> ? R : never;

/** true when core's type reads every answer the document allows; otherwise both, to read the difference. */
type Reads<Core, Api> = [Api] extends [never] ? 'the document declares no JSON answer here' : [Api] extends [Core] ? true : { core: Core; api: Api };
type Expect<T extends true> = T;

export type CoreReadsTheDocument = [
  Expect<Reads<Resolves<'getCategoriesWithChildren'>, Answer<'/api/frontend/categories-with-children', 'get'>>>,
  Expect<Reads<Resolves<'getLocation'>, Answer<'/api/frontend/location', 'get'>>>,
  Expect<Reads<Resolves<'getDiscounts'>, Answer<'/api/frontend/discounts', 'get'>>>,
  Expect<Reads<Resolves<'getRecentProducts'>, Answer<'/api/frontend/recent-products', 'get'>>>,
  Expect<Reads<Resolves<'getCountries'>, Answer<'/api/countries', 'get'>>>,
  Expect<Reads<Resolves<'getStates'>, Answer<'/api/states/{countryId}', 'get'>>>,
  Expect<Reads<Resolves<'getCities'>, Answer<'/api/cities/{stateId}', 'get'>>>,
  Expect<Reads<Resolves<'addToCart'>, Answer<'/api/frontend/cart/add', 'post'>>>,
  Expect<Reads<Resolves<'decreaseCart'>, Answer<'/api/frontend/cart/decrease', 'put'>>>,
  Expect<Reads<Resolves<'getCartTotal'>, Answer<'/api/frontend/cart/total-products', 'get'>>>,
  Expect<Reads<Resolves<'reorder'>, Answer<'/api/frontend/reorder/{id}', 'post'>>>,
  Expect<Reads<Resolves<'getOrder'>, Answer<'/api/frontend/orders/{id}', 'get'>>>,
  Expect<Reads<Resolves<'getWishlistCount'>, Answer<'/api/frontend/wishlist/count', 'get'>>>,
  Expect<Reads<Resolves<'login'>, Answer<'/api/frontend/login', 'post'>>>,
  Expect<Reads<Resolves<'register'>, Answer<'/api/frontend/register', 'post', 201>>>,
  Expect<Reads<Resolves<'getMe'>, Answer<'/api/frontend/me', 'get'>>>,
  Expect<Reads<Resolves<'getCart'>, Answer<'/api/frontend/cart', 'get'>>>,
  Expect<Reads<Resolves<'getSavedForLater'>, Answer<'/api/frontend/save-for-later', 'get'>>>,
  Expect<Reads<Resolves<'getWishlist'>, Answer<'/api/frontend/wishlist', 'get'>>>,
  Expect<Reads<Resolves<'getCheckoutSummary'>, Answer<'/api/frontend/checkout/summary', 'get'>>>,
  Expect<Reads<Resolves<'placeOrder'>, Answer<'/api/frontend/checkout/place-order', 'post', 201>>>,
  Expect<Reads<Resolves<'changeOrderPayment'>, Answer<'/api/frontend/orders/{id}/payment', 'post'>>>,
  Expect<Reads<Resolves<'getOrders'>, Answer<'/api/frontend/orders', 'get'>>>,
  Expect<Reads<Resolves<'cancelOrder'>, Answer<'/api/frontend/orders/{id}/cancel', 'post'>>>,
  Expect<Reads<Resolves<'trackOrder'>, Answer<'/api/frontend/track-order', 'post'>>>,
  Expect<Reads<Resolves<'getReturns'>, Answer<'/api/frontend/returns', 'get'>>>,
  Expect<Reads<Resolves<'createQuote'>, Answer<'/api/frontend/quotes', 'post', 201>>>,
  Expect<Reads<Resolves<'getQuotes'>, Answer<'/api/frontend/quotes', 'get'>>>,
  Expect<Reads<Resolves<'getQuote'>, Answer<'/api/frontend/quotes/{id}', 'get'>>>,
  Expect<Reads<Resolves<'updateQuote'>, Answer<'/api/frontend/quotes/{id}', 'put'>>>,
  Expect<Reads<Resolves<'updateProfile'>, Answer<'/api/frontend/account/profile', 'put'>>>,
  Expect<Reads<Resolves<'getBusinessAccount'>, Answer<'/api/frontend/account/business-request', 'get'>>>,
  Expect<Reads<Resolves<'createAddress'>, Answer<'/api/frontend/customer-address', 'post', 201>>>,
  Expect<Reads<Resolves<'updateAddress'>, Answer<'/api/frontend/customer-address/{id}', 'put'>>>,
  Expect<Reads<Resolves<'getCoupons'>, Answer<'/api/frontend/account/coupons', 'get'>>>,
  Expect<Reads<Resolves<'getCreditBalance'>, Answer<'/api/frontend/account/credit-balance', 'get'>>>,
  Expect<Reads<Resolves<'getSavedDocuments'>, Answer<'/api/frontend/account/documents', 'get'>>>,
  Expect<Reads<Resolves<'getInvoices'>, Answer<'/api/frontend/account/invoices', 'get'>>>,
  Expect<Reads<Resolves<'getCategory'>, Answer<'/api/frontend/categories/{slug}', 'get'>>>,
  Expect<Reads<Resolves<'listCategoryProducts'>, Answer<'/api/frontend/categories/{slug}/products', 'get'>>>,
  Expect<Reads<Resolves<'getProduct'>, Answer<'/api/frontend/products/{id}', 'get'>>>,
  Expect<Reads<Resolves<'getProductBySlug'>, Answer<'/api/frontend/products/slug/{slug}', 'get'>>>,
  Expect<Reads<Resolves<'getBrands'>, Answer<'/api/frontend/brands', 'get'>>>,
  Expect<Reads<Resolves<'getBrand'>, Answer<'/api/frontend/brands/{brand}', 'get'>>>,
  Expect<Reads<Resolves<'listBrandProducts'>, Answer<'/api/frontend/brands/{brand}/products', 'get'>>>,
  Expect<Reads<Resolves<'getSales'>, Answer<'/api/frontend/sales', 'get'>>>,
  Expect<Reads<Resolves<'listSaleProducts'>, Answer<'/api/frontend/sales/{id}/products', 'get'>>>,
  Expect<Reads<Resolves<'getBlogCategories'>, Answer<'/api/frontend/blog/categories', 'get'>>>,
  Expect<Reads<Resolves<'getBlogPosts'>, Answer<'/api/frontend/blog/posts', 'get'>>>,
  Expect<Reads<Resolves<'getBlogCategoryPosts'>, Answer<'/api/frontend/blog/categories/{slug}/posts', 'get'>>>,
  Expect<Reads<Resolves<'getBlogPost'>, Answer<'/api/frontend/blog/posts/{post}', 'get'>>>,
  Expect<Reads<Resolves<'getFaqs'>, Answer<'/api/frontend/faqs', 'get'>>>,
  Expect<Reads<Resolves<'getPage'>, Answer<'/api/frontend/pages/{slug}', 'get'>>>,
  Expect<Reads<Resolves<'getSeoPage'>, Answer<'/api/frontend/seo-pages/{id}', 'get'>>>,
  Expect<Reads<Resolves<'getSitemap'>, Answer<'/api/frontend/sitemap', 'get'>>>,
  Expect<Reads<Resolves<'getSitemapProducts'>, Answer<'/api/frontend/sitemap/products', 'get'>>>,
  Expect<Reads<Resolves<'getHomeCategories'>, Answer<'/api/frontend/home-categories', 'get'>>>,
  Expect<Reads<Resolves<'search'>, Answer<'/api/frontend/search', 'get'>>>,
  Expect<Reads<Resolves<'searchProducts'>, Answer<'/api/frontend/search/products', 'get'>>>,
  Expect<Reads<Resolves<'nlpSearch'>, Answer<'/api/nlp/search', 'get'>>>,
];
