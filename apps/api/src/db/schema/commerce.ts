// Commerce tables: customers and their sessions, cart, wishlist, orders, returns, quotes,
// forms (claims, glitch reports, newsletter, leads), mail outbox and account extras.
// Product references are plain integers checked by the routes (the catalogue is seeded and
// regenerated independently); everything owned by a customer cascades with the customer.
import type { Locale } from '@horeca/core/locale';
import type { Storefront } from '@horeca/core/storefront';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// The states an order, a payment and a return go through are declared with the answers that show them.
import { BUSINESS_REQUEST_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES } from '@horeca/core/answers';
export { BUSINESS_REQUEST_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES };
import type { BusinessRequestStatus, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '@horeca/core/answers';
export type { BusinessRequestStatus, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus };

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-case so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    /** Null for guest and Google-only customers until they set one through the reset flow. */
    passwordHash: text('password_hash'),
    /**
     * When the password was set through the mailed reset link (proof of owning the email).
     * Null for a password typed at sign-up: linking a Google sign-in drops such a password,
     * since whoever typed it may not own the address (account pre-hijacking).
     */
    passwordProvenAt: timestamp('password_proven_at', { withTimezone: true }),
    /** 'Private' or a business type ('Business', 'Hotel', 'Restaurant', ...). */
    type: text('type').notNull().default('Private'),
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code'),
    isGuest: boolean('is_guest').notNull().default(false),
    googleSubject: text('google_subject'),
    /** Sign in with Apple's stable user id (the ID token's sub), like googleSubject. */
    appleSubject: text('apple_subject'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(t.email),
    uniqueIndex('customers_google_subject_unique').on(t.googleSubject),
    uniqueIndex('customers_apple_subject_unique').on(t.appleSubject),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    /** 'full' for a signed-in customer; 'guest' (guest checkout) serves checkout and own orders only. */
    scope: text('scope').notNull().default('full'),
    createdAt: createdAt(),
    /** Slides forward on use (auth/tokens.ts), never past created_at + the absolute limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_customer').on(t.customerId),
    index('auth_tokens_expires').on(t.expiresAt),
    check('auth_tokens_scope', sql`${t.scope} in ('full', 'guest')`),
  ],
);

/**
 * Abuse-limit counters of rate-limiter-flexible's PostgreSQL store (rate-limit/limits.ts): one
 * row per limit and key, shared by every API process on the database. The columns, their
 * order and types are the store's own (it inserts VALUES (key, points, expire)); expire is
 * in epoch milliseconds. Expired rows are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);


/**
 * "Apply for a business account": the customer's type changes only when staff approve the
 * request (npm run accounts -- approve-business EMAIL). One request per customer; applying
 * again after a rejection replaces it.
 */
export const businessRequests = pgTable(
  'business_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The business type asked for ('Hotel', 'Restaurant', ...). */
    type: text('type').notNull(),
    companyName: text('company_name').notNull(),
    tradeLicence: text('trade_licence'),
    trn: text('trn'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_requests_customer_unique').on(t.customerId),
    check('business_requests_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('business_requests_licence_or_trn', sql`${t.tradeLicence} is not null or ${t.trn} is not null`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_customer_product_unique').on(t.customerId, t.productId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A stored answer per (customer, route, Idempotency-Key): a retry replays it. */
/**
 * A partner page's cart handed to the store (docs/behaviour.md §2: /cart/add). The id is the
 * partner widget's random handoff id: a row existing is the store's confirmation the partner
 * page reads before clearing its own lines, and the first row for an id wins, so nobody who
 * learns an id later can change its origin. Rows are swept after HANDOFF_KEPT_DAYS.
 */
export const cartHandoffs = pgTable(
  'cart_handoffs',
  {
    id: text('id').primaryKey(),
    /** The `from` origin, normalised (scheme://host[:port], at most 255 characters), or null. */
    partnerOrigin: text('partner_origin'),
    /** The account whose server cart took the lines; null when a guest's browser kept them. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cart_handoffs_created').on(t.createdAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.customerId, t.route, t.key)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_customer_product_unique').on(t.customerId, t.productId)],
);

export const savedForLater = pgTable(
  'saved_for_later',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_for_later_customer_product_unique').on(t.customerId, t.productId)],
);

/** Browsing history: one row per viewer and product, viewed_at moves on each view. */
export const recentProducts = pgTable(
  'recent_products',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token'),
    productId: integer('product_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_products_customer_unique')
      .on(t.customerId, t.productId)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('recent_products_guest_unique')
      .on(t.guestToken, t.productId)
      .where(sql`${t.guestToken} is not null`),
    check('recent_products_owner', sql`(${t.customerId} is not null) <> (${t.guestToken} is not null)`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'shipping' or 'billing' (the spec's guest address `type`). */
    type: text('type').notNull().default('shipping'),
    name: text('name'),
    phone: text('phone'),
    address: text('address').notNull(),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').notNull(),
    cityId: integer('city_id').notNull(),
    zipCode: text('zip_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_customer').on(t.customerId),
    // At most one default per customer, enforced by the database rather than by care.
    uniqueIndex('addresses_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    storefront: text('storefront').$type<Storefront>().notNull().default('ae'),
    currency: text('currency').notNull().default('AED'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    tax: money('tax').notNull().default(0),
    /** True on ae: prices include VAT and `tax` is the VAT part of the total. */
    taxIncluded: boolean('tax_included').notNull().default(true),
    total: money('total').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    deliveryMethod: text('delivery_method').notNull().default('standard'),
    contact: jsonb('contact').$type<{ name: string; email: string; mobile_number: string | null }>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    purchaseOrderNumber: text('purchase_order_number'),
    /**
     * The partner site whose cart handoff brought the lines (cart_handoffs.partner_origin, an
     * origin normalised by cart/partner-origin.ts); null for an order begun on the store.
     */
    partnerOrigin: text('partner_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A card order not paid by then is cancelled and its stock goes back (orders/payment-deadline.ts);
     * null for other payment methods.
     */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** The client address it was placed from, hashed (checkout/unpaid-caps.ts counts open unpaid orders per address). */
    placedFrom: text('placed_from'),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_customer').on(t.customerId, t.createdAt),
    index('orders_partner_origin').on(t.partnerOrigin).where(sql`${t.partnerOrigin} is not null`),
    // The sweep reads only card orders still awaiting payment; the caps only open orders.
    index('orders_payment_expiry').on(t.paymentExpiresAt).where(sql`${t.status} = 'pending' and ${t.paymentExpiresAt} is not null`),
    index('orders_open_placed_from').on(t.placedFrom).where(sql`${t.status} in ('pending','confirmed','processing','shipped') and ${t.placedFrom} is not null`),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending','confirmed','processing','shipped','delivered','cancelled')`,
    ),
  ],
);

/** Order lines keep a snapshot of name, sku, image and price as sold. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [index('order_products_order').on(t.orderId)],
);

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderProductId: integer('order_product_id')
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    /** The language the shopper asked in: each later move is mailed in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** Staff's reason, set with the move to 'rejected'. */
    rejectionReason: text('rejection_reason'),
    // When each step was reached (the timeline); a step not reached is null.
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_customer').on(t.customerId),
    index('returns_order').on(t.orderId),
    check('returns_status_known', sql`${t.status} in ('requested','approved','received','refunded','rejected','withdrawn')`),
    check('returns_rejected_has_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

/** Files uploaded with a return, a glitch report or a claim; `storage_key` names the blob. */
const fileColumns = {
  kind: text('kind').$type<'image' | 'video'>().notNull(),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: createdAt(),
};

export const returnFiles = pgTable('return_files', {
  id: serial('id').primaryKey(),
  returnId: integer('return_id')
    .notNull()
    .references(() => returns.id, { onDelete: 'cascade' }),
  ...fileColumns,
});

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** requested -> quoted -> accepted | expired; the customer edits while 'requested'. */
    status: text('status').notNull().default('requested'),
    storefront: text('storefront').$type<Storefront>().notNull().default('ae'),
    currency: text('currency').notNull().default('AED'),
    notes: text('notes').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quotes_number_unique').on(t.number), index('quotes_customer').on(t.customerId)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('quote_items_quote').on(t.quoteId)],
);

export const priceMatchClaims = pgTable('price_match_claims', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  claimType: text('claim_type').$type<'pre' | 'post'>().notNull(),
  customerName: text('customer_name').notNull(),
  customerBusinessName: text('customer_business_name'),
  customerEmail: text('customer_email').notNull(),
  customerCountryCode: text('customer_country_code').notNull().default(''),
  customerMobileNumber: text('customer_mobile_number').notNull().default(''),
  customerAddress: text('customer_address').notNull(),
  customerCountry: text('customer_country').notNull(),
  customerState: text('customer_state'),
  customerCity: text('customer_city').notNull(),
  customerZipcode: text('customer_zipcode'),
  productUrl: text('product_url'),
  productQuantity: integer('product_quantity').notNull().default(1),
  competitorProductUrl: text('competitor_product_url').notNull(),
  competitorProductPrice: money('competitor_product_price').notNull(),
  competitorProductShippingCharge: money('competitor_product_shipping_charge'),
  orderNumber: text('order_number'),
  orderDate: date('order_date', { mode: 'string' }),
  productAmount: money('product_amount'),
  /** Post-purchase: the product picked from the order (a published product, and a line of the
   * order when the order is the signed-in customer's); null when "not listed" or pre-purchase. */
  selectedProductId: integer('selected_product_id'),
  isConfirm: boolean('is_confirm').notNull(),
  isAgree: boolean('is_agree').notNull(),
  screenshotKey: text('screenshot_key').notNull(),
  screenshotMime: text('screenshot_mime').notNull(),
  status: text('status').notNull().default('received'),
  createdAt: createdAt(),
});

export const glitchReports = pgTable('glitch_reports', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  description: text('description').notNull(),
  device: text('device').notNull(),
  // Sent only with the reporter's consent: where it happened and which build showed it.
  pageUrl: text('page_url'),
  storefront: text('storefront'),
  widgetVersion: text('widget_version'),
  createdAt: createdAt(),
});

export const glitchReportFiles = pgTable('glitch_report_files', {
  id: serial('id').primaryKey(),
  reportId: integer('report_id')
    .notNull()
    .references(() => glitchReports.id, { onDelete: 'cascade' }),
  ...fileColumns,
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status').notNull().default('subscribed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  utmSource: text('utm_source').notNull(),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  gclid: text('gclid'),
  name: text('name'),
  email: text('email'),
  createdAt: createdAt(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    discountType: text('discount_type').$type<'percent' | 'fixed'>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('AED'),
    minSubtotal: money('min_subtotal').notNull().default(0),
    /** Null: offered to every customer; else a personal offer. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** Ledger of store credit: the balance is the sum; entries are never edited. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('AED'),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('credit_entries_customer').on(t.customerId)],
);

export const savedDocuments = pgTable(
  'saved_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'trade_license', 'tax_certificate', 'quotation', 'invoice', ... */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_documents_customer').on(t.customerId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The store's own addresses in `text`: the only ones the HTML part makes links (mail/html.ts). */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** 'outbox' when no SMTP is configured, 'smtp' once handed to the SMTP server. */
    transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * A message that must exist once, named by what it is about ('order-confirmation:42'): a
     * replayed request writes it only if it was never written (issue 28). Null for the others.
     */
    dedupeKey: text('dedupe_key'),
    /** The shopper's language (issue 23): the HTML part's lang and direction; null is English. */
    locale: text('locale').$type<Locale>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    // The sweep for messages with no queued job reads only unsent SMTP rows (mail/sweep.ts).
    index('mail_outbox_unsent').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.transport} = 'smtp'`),
  ],
);
