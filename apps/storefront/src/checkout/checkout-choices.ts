// The checkout choices carried from /checkout/{id} to /review-checkout. Kept in session
// storage, so a reload of the review page keeps them and a new tab starts clean.
import { type DeliveryMethod, type Id, type PaymentMethod } from '@horeca/core/api';
import { getSafeStorage, readJson, removeKey, writeJson } from '@horeca/core/storage';

export interface CheckoutChoices {
  cartPath: string;
  addressId: Id;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  purchaseOrderNumber: string;
}

const KEY = 'checkoutChoices';
/** The order whose card payment is under way: the decline and cancel pages offer a retry. */
const PENDING_PAYMENT_KEY = 'pendingPaymentOrder';

const isChoices = (value: unknown): value is CheckoutChoices =>
  typeof value === 'object' && value !== null && 'addressId' in value && 'paymentMethod' in value && 'deliveryMethod' in value;

export const readChoices = () => readJson<CheckoutChoices | null>(getSafeStorage('session'), KEY, null, (v): v is CheckoutChoices | null => v === null || isChoices(v));
export const saveChoices = (choices: CheckoutChoices) => void writeJson(getSafeStorage('session'), KEY, choices);
export const clearChoices = () => void removeKey(getSafeStorage('session'), KEY);

export const rememberPendingPayment = (orderId: Id) => void writeJson(getSafeStorage('session'), PENDING_PAYMENT_KEY, orderId);
export const readPendingPayment = () =>
  readJson<Id | null>(getSafeStorage('session'), PENDING_PAYMENT_KEY, null, (v): v is Id | null => v === null || typeof v === 'number' || typeof v === 'string');
export const clearPendingPayment = () => void removeKey(getSafeStorage('session'), PENDING_PAYMENT_KEY);
