// Typed calls of the reference API that spec section 7 does not show: session, cart list,
// save-for-later, checkout, orders, returns, quotes and account pages. Same request helper
// as the section-7 endpoints, so the Bearer header, timeouts and errors behave alike.
import type { DataResponse, Id, SuccessResponse } from '../types/common';
import type { RequestFn } from './http';
import { toFormData } from './multipart';
import { idempotencyHeaders, type MutationOptions } from './endpoints/mutation-options';
import { segment } from './endpoints/paths';

export type StorefrontCode = 'ae' | 'us';
export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentMethod = 'cash_on_delivery' | 'bank_transfer' | 'purchase_order' | 'card';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type DeliveryMethod = 'standard' | 'express';

export interface CustomerProfile {
  id: Id;
  name: string;
  email: string;
  type: string;
  mobile_number: string | null;
  country_code: string | null;
  is_guest: boolean;
}

/** A product as cards and cart lines read it (field names of spec section 3). */
export interface CommerceProductCard {
  id: Id;
  product_id: Id;
  name: string;
  sku: string;
  url: string;
  image: string | null;
  images: string[];
  video_path: string | null;
  original_price: number;
  sale_price: number;
  front_sale_price: number;
  price: number;
  currency: string;
  currency_title: string;
  delivery_days: number | null;
  store_id: Id;
  vendor_id: Id;
  selling_unit: string;
  minimum_order_quantity: number;
  maximum_order_quantity: number;
  in_stock: boolean;
  category_url: string | null;
  parent_category_url: string | null;
}

export interface CartLine {
  id: Id;
  product_id: Id;
  quantity: number;
  unit_price: number;
  line_total: number;
  available: boolean;
  product: CommerceProductCard;
}

export interface CartView {
  data: CartLine[];
  total: number;
  subtotal: number;
  currency: string;
}

export interface SavedItem extends CommerceProductCard {
  quantity: number;
}

export interface AddressInput {
  type?: string;
  name?: string;
  phone?: string;
  address: string;
  country_id: Id;
  state_id: Id;
  city_id: Id;
  zip_code: string;
  is_default?: 0 | 1;
}

export interface SavedAddress extends Required<Omit<AddressInput, 'is_default'>> {
  id: Id;
  country: string;
  state: string;
  city: string;
  is_default: 0 | 1;
}

export interface OrderLine {
  id: Id;
  product_id: Id;
  quantity: number;
  unit_price: number;
  line_total: number;
  product: { id: Id; name: string; sku: string; images: string[] };
}

export interface OrderDetail {
  id: Id;
  number: string;
  status: OrderStatus;
  storefront: StorefrontCode;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  tax_included: boolean;
  total: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  delivery_method: DeliveryMethod;
  purchase_order_number: string | null;
  contact: { name: string; email: string; mobile_number: string | null };
  shipping_address: Record<string, unknown>;
  notes: string | null;
  created_at: string;
  cancelled_at: string | null;
  can_cancel: boolean;
  can_return: boolean;
  order_products: OrderLine[];
}

export interface OrderList {
  data: OrderDetail[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

export interface CheckoutSummary {
  lines: CartLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  tax_included: boolean;
  total: number;
  currency: string;
  delivery_methods: { id: DeliveryMethod; fee: number; free_from?: number }[];
  payment_methods: PaymentMethod[];
}

export interface PlaceOrderRequest {
  storefront?: StorefrontCode;
  /** A saved address, or `address` for a new one (saved to the book unless save_address is false). */
  address_id?: Id;
  address?: AddressInput;
  save_address?: boolean;
  delivery_method?: DeliveryMethod;
  payment_method: PaymentMethod;
  purchase_order_number?: string;
  notes?: string;
}

/** The provider's hosted payment page; the order is paid only once the provider says so. */
export interface PaymentRedirect {
  redirect_url: string;
  reference: string;
}

export interface PlaceOrderResponse extends SuccessResponse {
  message: string;
  data: OrderDetail;
  /** Set for card payments: send the browser to redirect_url. */
  payment: PaymentRedirect | null;
}

export interface TrackedOrder {
  number: string;
  status: OrderStatus;
  created_at: string;
  payment_status: PaymentStatus;
  order_products: { quantity: number; product: { name: string; images: string[] } }[];
}

export interface ReturnRecord {
  id: Id;
  order_id: Id;
  order_number: string;
  order_product_id: Id;
  product: { id: Id; name: string; images: string[] };
  quantity: number;
  reason: string;
  description: string;
  status: string;
  files: { kind: 'image' | 'video'; mime: string; size: number; name: string }[];
  created_at: string;
}

export interface QuoteItemInput {
  product_id: Id;
  quantity: number;
}

export interface QuoteRequest {
  items?: QuoteItemInput[];
  from_cart?: boolean;
  notes?: string;
  storefront?: StorefrontCode;
}

export interface Quote {
  id: Id;
  number: string;
  status: 'requested' | 'quoted' | 'accepted' | 'expired';
  storefront: StorefrontCode;
  currency: string;
  notes: string;
  valid_until: string | null;
  can_update: boolean;
  items: { id: Id; product_id: Id; name: string; sku: string; quantity: number; unit_price: number; line_total: number }[];
  total: number;
  created_at: string;
  updated_at: string;
}

export interface Coupon {
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed';
  amount: number;
  currency: string;
  min_subtotal: number;
  personal: boolean;
  ends_at: string | null;
}

export interface CreditBalance {
  balance: number;
  currency: string;
  entries: { id: Id; amount: number; reason: string; order_id: Id | null; created_at: string }[];
}

export type SavedDocumentKind = 'trade_license' | 'tax_certificate' | 'company_registration' | 'other';

export interface SavedDocument {
  id: Id;
  kind: SavedDocumentKind;
  title: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface Invoice {
  order_id: Id;
  number: string;
  date: string;
  total: number;
  currency: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** Path under the catalogue host; fetch it with the Bearer header to get the PDF. */
  invoice_url: string;
}

export interface ProfileUpdate {
  name: string;
  country_code: string;
  mobile_number: string;
}

/** A request for a business account; staff approve or reject it. */
export interface BusinessRequest {
  status: 'pending' | 'approved' | 'rejected';
  type: string;
  company_name: string;
  trade_licence: string | null;
  trn: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface BusinessAccountState {
  /** The account's type now: 'Private' until a request is approved. */
  type: string;
  request: BusinessRequest | null;
}

/** Paths of the PDF downloads (binary answers, fetched by the page with the Bearer header). */
export const quotePdfPath = (quoteId: Id) => `/api/frontend/quotes/${segment(quoteId)}/download`;
export const invoicePdfPath = (orderId: Id) => `/api/frontend/orders/${segment(orderId)}/invoice`;

export function commerceEndpoints(request: RequestFn) {
  const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
    (await request<T>({ method: 'GET', path, ...(query ? { query } : {}) })).data;
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object, headers?: Record<string, string>) =>
    (await request<T>({ method, path, ...(body ? { body } : {}), ...(headers ? { headers } : {}) })).data;

  return {
    // --- session ---
    logout: () => send<SuccessResponse>('POST', '/frontend/logout'),
    getMe: () => get<DataResponse<CustomerProfile>>('/frontend/me'),
    forgotPassword: (email: string) => send<SuccessResponse>('POST', '/frontend/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      send<SuccessResponse & { token: string }>('POST', '/frontend/reset-password', { token, password }),
    changePassword: (currentPassword: string, newPassword: string) =>
      send<SuccessResponse>('PUT', '/frontend/account/password', { current_password: currentPassword, new_password: newPassword }),

    // --- cart and save-for-later ---
    getCart: (storefront: StorefrontCode = 'ae') => get<CartView>('/frontend/cart', { storefront }),
    removeCartLine: (productId: Id) => send<SuccessResponse & { total: number }>('DELETE', `/frontend/cart/${segment(productId)}`),
    saveForLater: (productId: Id) => send<SuccessResponse>('POST', '/frontend/save-for-later', { product_id: productId }),
    getSavedForLater: (storefront: StorefrontCode = 'ae') => get<DataResponse<SavedItem[]>>('/frontend/save-for-later', { storefront }),
    getWishlist: (storefront: StorefrontCode = 'ae') =>
      get<DataResponse<(CommerceProductCard & { in_wishlist: true })[]>>('/frontend/wishlist', { storefront }),
    /** Records a product view: signed in by token, guests by their guest token. */
    recordRecentProduct: (productId: Id, guestToken?: string) =>
      send<SuccessResponse>('POST', '/frontend/recent-products', guestToken ? { product_id: productId, guest_token: guestToken } : { product_id: productId }),

    // --- checkout ---
    getCheckoutSummary: (storefront: StorefrontCode = 'ae', deliveryMethod: DeliveryMethod = 'standard') =>
      get<DataResponse<CheckoutSummary>>('/frontend/checkout/summary', { storefront, delivery_method: deliveryMethod }),
    placeOrder: (body: PlaceOrderRequest, options?: MutationOptions) =>
      send<PlaceOrderResponse>('POST', '/frontend/checkout/place-order', body, idempotencyHeaders(options)),
    changeOrderPayment: (orderId: Id, body: { payment_method: PaymentMethod; purchase_order_number?: string }) =>
      send<SuccessResponse & { data: OrderDetail; payment: PaymentRedirect | null }>('POST', `/frontend/orders/${segment(orderId)}/payment`, body),

    // --- orders and returns ---
    getOrders: (query: { page?: number; per_page?: number; status?: OrderStatus } = {}) => get<OrderList>('/frontend/orders', query),
    cancelOrder: (orderId: Id) => send<SuccessResponse & { data: OrderDetail }>('POST', `/frontend/orders/${segment(orderId)}/cancel`),
    trackOrder: (orderNumber: string, email: string) =>
      send<DataResponse<TrackedOrder>>('POST', '/frontend/track-order', { order_number: orderNumber, email }),
    getReturns: () => get<DataResponse<ReturnRecord[]>>('/frontend/returns'),

    // --- quotes ---
    createQuote: (body: QuoteRequest) => send<SuccessResponse & { data: Quote }>('POST', '/frontend/quotes', body),
    getQuotes: () => get<DataResponse<Quote[]>>('/frontend/quotes'),
    getQuote: (quoteId: Id) => get<DataResponse<Quote>>(`/frontend/quotes/${segment(quoteId)}`),
    updateQuote: (quoteId: Id, body: QuoteRequest) => send<SuccessResponse & { data: Quote }>('PUT', `/frontend/quotes/${segment(quoteId)}`, body),

    // --- account ---
    updateProfile: (body: ProfileUpdate) => send<SuccessResponse & { data: CustomerProfile }>('PUT', '/frontend/account/profile', body),
    getBusinessAccount: () => get<DataResponse<BusinessAccountState>>('/frontend/account/business-request'),
    applyForBusinessAccount: (body: { type: string; company_name: string; trade_licence: string; trn: string }) =>
      send<SuccessResponse & { data: BusinessRequest }>('POST', '/frontend/account/business-request', body),
    createAddress: (body: AddressInput) => send<SuccessResponse & { data: SavedAddress }>('POST', '/frontend/customer-address', body),
    updateAddress: (addressId: Id, body: AddressInput) =>
      send<SuccessResponse & { data: SavedAddress }>('PUT', `/frontend/customer-address/${segment(addressId)}`, body),
    setDefaultAddress: (addressId: Id) =>
      send<SuccessResponse & { data: SavedAddress }>('PUT', `/frontend/customer-address/${segment(addressId)}/default`),
    deleteAddress: (addressId: Id) => send<SuccessResponse>('DELETE', `/frontend/customer-address/${segment(addressId)}`),
    getCoupons: () => get<DataResponse<Coupon[]>>('/frontend/account/coupons'),
    getCreditBalance: () => get<DataResponse<CreditBalance>>('/frontend/account/credit-balance'),
    getSavedDocuments: () => get<DataResponse<SavedDocument[]>>('/frontend/account/documents'),
    uploadSavedDocument: (kind: SavedDocumentKind, title: string, file: Blob) =>
      send<SuccessResponse & { data: SavedDocument }>('POST', '/frontend/account/documents', toFormData({ kind, title, file })),
    deleteSavedDocument: (documentId: Id) => send<SuccessResponse>('DELETE', `/frontend/account/documents/${segment(documentId)}`),
    getInvoices: () => get<DataResponse<Invoice[]>>('/frontend/account/invoices'),
  };
}

export type CommerceEndpoints = ReturnType<typeof commerceEndpoints>;
