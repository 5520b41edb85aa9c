// The order's answers and its states: checkout's summary, orders, tracking, card payments, returns.
import { DELIVERY_ESTIMATES } from '../constants/constants';
import { cartLineAnswer } from './cart';
import { currency, storefrontId } from './catalogue';
import { amount, described, flag, listOf, named, oneOf, shape, text, timestamp, whole, type Answer } from './fields';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['cash_on_delivery', 'bank_transfer', 'purchase_order', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** A return's life (docs/behaviour.md §4). */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected', 'withdrawn'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What an order costs, as checkout's summary and the order show it. */
const money = {
  subtotal: amount(),
  discount: amount(),
  shipping: amount(),
  tax: amount(),
  tax_included: flag(),
  total: amount(),
  currency,
};

/** The cart priced for checkout: tiers, shipping, tax and what may be chosen. */
export const checkoutSummaryAnswer = named(
  'CheckoutSummary',
  shape({
    lines: listOf(cartLineAnswer),
    ...money,
    delivery_methods: listOf(shape({ id: oneOf(DELIVERY_METHODS), fee: amount(), free_from: amount().optional() })),
    payment_methods: listOf(oneOf(PAYMENT_METHODS)),
  }),
);
export type CheckoutSummary = Answer<typeof checkoutSummaryAnswer>;

const returnStatus = oneOf(RETURN_STATUSES);

/** A return as its order shows it: state, the steps reached (oldest first), staff's reason for a rejection. */
export const orderReturnAnswer = named(
  'OrderReturn',
  shape({
    id: whole(),
    order_product_id: whole(),
    product: shape({ id: whole(), name: text(), images: listOf(text()) }),
    quantity: whole(),
    /** What the returned units were sold for (the refund if approved), in the order's currency. */
    value: amount(),
    storefront: storefrontId,
    currency,
    reason: text(),
    status: returnStatus,
    /** Staff's reason, when rejected. */
    rejection_reason: text().nullable(),
    timeline: listOf(shape({ status: returnStatus, at: timestamp() })),
    /** A request not yet decided can be withdrawn by the shopper. */
    can_withdraw: flag(),
    created_at: timestamp(),
  }),
);
export type OrderReturn = Answer<typeof orderReturnAnswer>;

/** A return in the shopper's list: the order's return plus its order, description and files. */
export const returnRequestAnswer = named(
  'ReturnRequest',
  orderReturnAnswer.shape({
    order_id: whole(),
    order_number: text(),
    description: text(),
    files: listOf(shape({ kind: oneOf(['image', 'video'] as const), mime: text(), size: whole(), name: text() })),
  }),
);
export type ReturnRecord = Answer<typeof returnRequestAnswer>;

/** An order line: a snapshot of the product as sold. */
export const orderLineAnswer = named(
  'OrderLine',
  shape({
    id: whole(),
    product_id: whole(),
    quantity: whole(),
    unit_price: amount(),
    line_total: amount(),
    product: shape({ id: whole(), name: text(), sku: text(), images: listOf(text()) }),
    returnable_quantity: whole(),
  }),
);
export type OrderLine = Answer<typeof orderLineAnswer>;

type DeliveryRegion = keyof typeof DELIVERY_ESTIMATES;
type DeliveryDays = (typeof DELIVERY_ESTIMATES)[DeliveryRegion]['days'];

/** The delivery the store promises for the order's destination (DELIVERY_ESTIMATES). */
export const deliveryEstimateAnswer = named(
  'DeliveryEstimate',
  shape({
    region: oneOf(Object.keys(DELIVERY_ESTIMATES) as DeliveryRegion[]),
    min_days: whole(),
    max_days: whole(),
    days: oneOf([...new Set(Object.values(DELIVERY_ESTIMATES).map((promise) => promise.days))] as DeliveryDays[]),
  }),
);

/** An order with its money at the top level (subtotal, discount, shipping, tax, total) and its lines. */
export const orderAnswer = named(
  'Order',
  shape({
    id: whole(),
    number: text(),
    status: oneOf(ORDER_STATUSES),
    storefront: storefrontId,
    ...money,
    payment_method: oneOf(PAYMENT_METHODS),
    payment_status: oneOf(PAYMENT_STATUSES),
    /** While a card payment is awaited: when the order is cancelled unless paid (its products go back on sale); null otherwise. */
    payment_expires_at: timestamp().nullable(),
    delivery_method: oneOf(DELIVERY_METHODS),
    purchase_order_number: text().nullable(),
    contact: shape({ name: text(), email: text(), mobile_number: text().nullable() }),
    shipping_address: described<Record<string, unknown>>({ type: 'object', additionalProperties: { description: 'the address as it was at checkout' } }),
    notes: text().nullable(),
    created_at: timestamp(),
    cancelled_at: timestamp().nullable(),
    can_cancel: flag(),
    can_return: flag(),
    delivery_estimate: deliveryEstimateAnswer,
    order_products: listOf(orderLineAnswer),
    returns: listOf(orderReturnAnswer),
  }),
);
export type OrderDetail = Answer<typeof orderAnswer>;

export const orderPageAnswer = named('OrderPage', shape({ data: listOf(orderAnswer), meta: shape({ page: whole(), per_page: whole(), total: whole(), last_page: whole() }) }));

/** What a guest sees of an order found by number and email: no address, no money. */
export const trackedOrderAnswer = named(
  'TrackedOrder',
  shape({
    number: text(),
    status: oneOf(ORDER_STATUSES),
    created_at: timestamp(),
    payment_status: oneOf(PAYMENT_STATUSES),
    order_products: listOf(shape({ quantity: whole(), product: shape({ name: text(), images: listOf(text()) }) })),
  }),
);
export type TrackedOrder = Answer<typeof trackedOrderAnswer>;

/** The next step of a card payment: where the provider's page is. */
export type OrderList = Answer<typeof orderPageAnswer>;

export const paymentStartAnswer = named('PaymentStart', shape({ redirect_url: text(), reference: text() }));
export type PaymentRedirect = Answer<typeof paymentStartAnswer>;

/** An order placed: the order, and for a card the provider's hosted page (`payment.redirect_url`), null otherwise. */
export const placedOrderAnswer = shape({ success: flag(), message: text(), data: orderAnswer, payment: paymentStartAnswer.nullable() });
export type PlaceOrderResponse = Answer<typeof placedOrderAnswer>;
/** An order's payment method changed: the order, and the provider's page when it is now a card. */
export const paymentChangedAnswer = shape({ success: flag(), data: orderAnswer, payment: paymentStartAnswer.nullable() });

/** An earlier order's available products put back into the cart; `total`: units in the cart now. */
export const reorderAnswer = shape({ success: flag(), message: text(), data: listOf(shape({ id: whole(), name: text(), images: listOf(text()), price: amount() })), total: whole() });
export type ReorderResponse = Answer<typeof reorderAnswer>;
export type ReorderItem = ReorderResponse['data'][number];
