// @horeca/core/api: the client of the API: one function per call, its request plumbing, its
// error shape, and the resources' shapes.
export type { ApiErrorBody, DataResponse, Id, SuccessResponse } from './answer-types';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { commerceEndpoints, createEndpoints, storeEndpoints } from './endpoints';
// Groups alone, for a widget that needs a few calls and not the whole client (the script-tag
// bundle carries only the groups the widgets call: issue 30).
export { authEndpoints } from './endpoints/auth';
export { cartEndpoints } from './endpoints/cart';
export { categoryEndpoints } from './endpoints/categories';
export { formEndpoints } from './endpoints/forms';
export { orderEndpoints } from './endpoints/orders';
export { productEndpoints } from './endpoints/products';
export { searchEndpoints } from './endpoints/search';
export { wishlistEndpoints } from './endpoints/wishlist';
export type { CommerceEndpoints, Endpoints, StoreEndpoints } from './endpoints';
export { RequestTimeoutError, buildUrl, createRequest, inLanguage } from './http';
export type { ApiRequest, ApiResponse, HttpMethod, HttpOptions, QueryValue, RequestFn } from './http';
export { toFormData } from './multipart';
export type { MultipartValue } from './multipart';
export type { MutationOptions } from './endpoints/mutation-options';
export { CLAIM_PATH } from './endpoints/forms';
export { FALLBACK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, isAbortError, normalizeApiError } from './errors';
export type { NormalizedApiError } from './errors';
export type { BusinessAccountState, BusinessRequest, Coupon, CreditBalance, ProfileUpdate, SavedDocument, SavedDocumentKind } from './endpoints/account';
export type { AddressInput, SavedAddress } from './endpoints/addresses';
export type { BrandDetail, StoreBrand } from './endpoints/brands';
export type { CartHandoffRequest, CartHandoffResponse, CartLine, CartView, ReorderResponse, SavedItem } from './endpoints/cart';
export type { BreadcrumbItem, CategoryDetail, CategoryListing, HomeCategory } from './endpoints/categories';
export type { CheckoutSummary, PaymentRedirect, PlaceOrderRequest, PlaceOrderResponse } from './endpoints/checkout';
export type { BlogCategory, BlogPost, FaqGroup, InfoPage, SeoPage, SitemapData } from './endpoints/content';
export type { ListingMeta, ListingParams, ListingSort, ProductListing } from './endpoints/listing';
export { invoicePdfPath } from './endpoints/orders';
export type {
  DeliveryMethod, Invoice, OrderDetail, OrderLine, OrderList, OrderReturn, OrderStatus, PaymentMethod, PaymentStatus, ReturnRecord, ReturnResponse, ReturnStatus, ReturnStep, TrackedOrder,
} from './endpoints/orders';
export type { DiscountsResponse, ProductDetail, StoreDiscountTier } from './endpoints/products';
export { quotePdfPath } from './endpoints/quotes';
export type { Quote, QuoteItemInput, QuoteRequest } from './endpoints/quotes';
export type { AccountReviews, CustomerReview, ReviewedProduct, ReviewPage } from './endpoints/reviews';
export type { StoreSale } from './endpoints/sales';
export type { SearchFacets, SearchOptions, SearchPageParams, SearchResultsPage } from './endpoints/search';
export type { CustomerProfile } from './endpoints/session';
