// The orders' answers (routes/commerce/order-view.ts presents an order; order-routes.ts).
import { DELIVERY_ESTIMATES } from '@horeca/core';
import { DELIVERY_METHODS } from '../cart/pricing';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../db/schema/commerce';
import { arrayOf, bool, component, dateTime, int, nullable, num, obj, oneOfValues, record, anyValue, str } from '../http/schemas/build';
import { Currency, Storefront } from '../catalogue/response-schemas';
import { OrderReturn } from '../returns/response-schemas';

export const orderStatus = oneOfValues(ORDER_STATUSES);
export const paymentStatus = oneOfValues(PAYMENT_STATUSES);

/** An order line: a snapshot of the product as sold. */
export const OrderLine = component(
  'OrderLine',
  obj({
    id: int(),
    product_id: int(),
    quantity: int(),
    unit_price: num(),
    line_total: num(),
    product: obj({ id: int(), name: str(), sku: str(), images: arrayOf(str()) }),
    returnable_quantity: int(),
  }),
);

/** The delivery the store promises for the order's destination (core's DELIVERY_ESTIMATES). */
export const DeliveryEstimate = component(
  'DeliveryEstimate',
  obj({
    region: oneOfValues(Object.keys(DELIVERY_ESTIMATES)),
    min_days: int(),
    max_days: int(),
    days: oneOfValues([...new Set(Object.values(DELIVERY_ESTIMATES).map((promise) => promise.days))]),
  }),
);

/** An order with its money at the top level (subtotal, discount, shipping, tax, total) and its lines. */
export const Order = component(
  'Order',
  obj({
    id: int(),
    number: str(),
    status: orderStatus,
    storefront: Storefront,
    currency: Currency,
    subtotal: num(),
    discount: num(),
    shipping: num(),
    tax: num(),
    tax_included: bool(),
    total: num(),
    payment_method: oneOfValues(PAYMENT_METHODS),
    payment_status: paymentStatus,
    /** While a card payment is awaited: when the order is cancelled unless paid (its products go back on sale); null otherwise. */
    payment_expires_at: nullable(dateTime()),
    delivery_method: oneOfValues(DELIVERY_METHODS),
    purchase_order_number: nullable(str()),
    contact: obj({ name: str(), email: str(), mobile_number: nullable(str()) }),
    shipping_address: record(anyValue('the address as it was at checkout')),
    notes: nullable(str()),
    created_at: dateTime(),
    cancelled_at: nullable(dateTime()),
    can_cancel: bool(),
    can_return: bool(),
    delivery_estimate: DeliveryEstimate,
    order_products: arrayOf(OrderLine),
    returns: arrayOf(OrderReturn),
  }),
);

export const OrderPage = component('OrderPage', obj({ data: arrayOf(Order), meta: obj({ page: int(), per_page: int(), total: int(), last_page: int() }) }));

/** What a guest sees of an order found by number and email: no address, no money. */
export const TrackedOrder = component(
  'TrackedOrder',
  obj({
    number: str(),
    status: orderStatus,
    created_at: dateTime(),
    payment_status: paymentStatus,
    order_products: arrayOf(obj({ quantity: int(), product: obj({ name: str(), images: arrayOf(str()) }) })),
  }),
);

/** The next step of a card payment: where the provider's page is. */
export const PaymentStart = component('PaymentStart', obj({ redirect_url: str(), reference: str() }));
