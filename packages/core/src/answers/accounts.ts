// The account's answers: sign-in, profile, addresses, business requests, coupons, credit, documents, invoices, quotes.
import { currency, storefrontId } from './catalogue';
import { amount, flag, listOf, named, oneOf, shape, text, timestamp, whole, type Answer } from './fields';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';

export const BUSINESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BusinessRequestStatus = (typeof BUSINESS_REQUEST_STATUSES)[number];
export const DOCUMENT_KINDS = ['trade_license', 'tax_certificate', 'company_registration', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** requested -> quoted -> accepted | expired. */
export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The signed-in customer as sign-in answers it. */
export const signedInCustomerAnswer = named('SignedInCustomer', shape({ id: whole(), name: text(), email: text(), type: text() }));

/** A sign-in: the bearer token for the Authorization header, and who it belongs to. */
export const signInAnswer = named(
  'SignIn',
  shape({
    token: text(),
    user: shape({ name: text().optional(), email: text() }).optional(),
    customer: signedInCustomerAnswer,
    message: text(),
  }),
);

/** A registration: signed in at once (never a password back). */
export const registeredAnswer = shape({
  success: flag(),
  token: text(),
  user: shape({ email: text() }),
  customer: named('RegisteredCustomer', signedInCustomerAnswer.shape({ is_guest: flag() })),
  message: text(),
});

export const profileAnswer = named(
  'Profile',
  shape({ id: whole(), name: text(), email: text(), type: text(), mobile_number: text().nullable(), country_code: text().nullable(), is_guest: flag() }),
);
export type CustomerProfile = Answer<typeof profileAnswer>;

/** A saved address; `is_default` is 1 or 0 as the spec's client reads it. */
export const addressAnswer = named(
  'Address',
  shape({
    id: whole(),
    type: text(),
    name: text(),
    phone: text(),
    address: text(),
    country_id: whole(),
    state_id: whole(),
    city_id: whole(),
    country: text(),
    state: text(),
    city: text(),
    zip_code: text(),
    is_default: oneOf([0, 1] as const),
  }),
);

export const businessRequestAnswer = named(
  'BusinessRequest',
  shape({
    status: oneOf(BUSINESS_REQUEST_STATUSES),
    type: text(),
    company_name: text(),
    trade_licence: text().nullable(),
    trn: text().nullable(),
    created_at: timestamp(),
    decided_at: timestamp().nullable(),
  }),
);
export type BusinessRequest = Answer<typeof businessRequestAnswer>;
/** The account's type now ('Private' until a request is approved) and its latest business request. */
export const businessAccountAnswer = shape({ type: text(), request: businessRequestAnswer.nullable() });
export type BusinessAccountState = Answer<typeof businessAccountAnswer>;

export const couponAnswer = named(
  'Coupon',
  shape({
    code: text(),
    description: text(),
    discount_type: oneOf(['percent', 'fixed'] as const),
    amount: amount(),
    currency: text(),
    min_subtotal: amount(),
    personal: flag(),
    ends_at: text().nullable(),
  }),
);
export type Coupon = Answer<typeof couponAnswer>;

export const creditBalanceAnswer = named(
  'CreditBalance',
  shape({
    balance: amount(),
    currency: text(),
    entries: listOf(shape({ id: whole(), amount: amount(), reason: text(), order_id: whole().nullable(), created_at: timestamp() })),
  }),
);
export type CreditBalance = Answer<typeof creditBalanceAnswer>;

export const accountDocumentAnswer = named(
  'AccountDocument',
  shape({ id: whole(), kind: oneOf(DOCUMENT_KINDS), title: text(), mime: text(), size: whole(), created_at: timestamp() }),
);
export type SavedDocument = Answer<typeof accountDocumentAnswer>;

export const invoiceAnswer = named(
  'Invoice',
  shape({
    order_id: whole(),
    number: text(),
    date: text(),
    total: amount(),
    currency: text(),
    payment_method: oneOf(PAYMENT_METHODS),
    payment_status: oneOf(PAYMENT_STATUSES),
    /** Path under the catalogue host; fetch it with the Bearer header to get the PDF. */
    invoice_url: text(),
  }),
);
export type Invoice = Answer<typeof invoiceAnswer>;

export const quoteAnswer = named(
  'Quote',
  shape({
    id: whole(),
    number: text(),
    status: oneOf(QUOTE_STATUSES),
    storefront: storefrontId,
    currency,
    notes: text(),
    valid_until: text().nullable(),
    can_update: flag(),
    items: listOf(shape({ id: whole(), product_id: whole(), name: text(), sku: text(), quantity: whole(), unit_price: amount(), line_total: amount() })),
    total: amount(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);
export type Quote = Answer<typeof quoteAnswer>;
