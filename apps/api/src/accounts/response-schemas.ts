// The account's answers: sign-in, profile, addresses, business requests, coupons, credit, documents, invoices.
import { BUSINESS_REQUEST_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../db/schema/commerce';
import { DOCUMENT_KINDS } from './account-service';
import { arrayOf, bool, component, dateTime, int, nullable, num, obj, oneOfValues, str } from '../http/schemas/build';

/** The signed-in customer as sign-in answers it. */
export const SignedInCustomer = component('SignedInCustomer', obj({ id: int(), name: str(), email: str(), type: str() }));

/** A sign-in: the bearer token for the Authorization header, and who it belongs to. */
export const SignIn = component(
  'SignIn',
  obj({ token: str(), user: obj({ name: str(), email: str() }, ['name']), customer: SignedInCustomer, message: str() }, ['user']),
);

export const Profile = component(
  'Profile',
  obj({ id: int(), name: str(), email: str(), type: str(), mobile_number: nullable(str()), country_code: nullable(str()), is_guest: bool() }),
);

/** A saved address; `is_default` is 1 or 0 as the spec's client reads it. */
export const Address = component(
  'Address',
  obj({
    id: int(),
    type: str(),
    name: str(),
    phone: str(),
    address: str(),
    country_id: int(),
    state_id: int(),
    city_id: int(),
    country: str(),
    state: str(),
    city: str(),
    zip_code: str(),
    is_default: oneOfValues([0, 1]),
  }),
);

export const BusinessRequest = component(
  'BusinessRequest',
  obj({
    status: oneOfValues(BUSINESS_REQUEST_STATUSES),
    type: str(),
    company_name: str(),
    trade_licence: nullable(str()),
    trn: nullable(str()),
    created_at: dateTime(),
    decided_at: nullable(dateTime()),
  }),
);

export const Coupon = component(
  'Coupon',
  obj({
    code: str(),
    description: str(),
    discount_type: oneOfValues(['percent', 'fixed']),
    amount: num(),
    currency: str(),
    min_subtotal: num(),
    personal: bool(),
    ends_at: nullable(str()),
  }),
);

export const CreditBalance = component(
  'CreditBalance',
  obj({
    balance: num(),
    currency: str(),
    entries: arrayOf(obj({ id: int(), amount: num(), reason: str(), order_id: nullable(int()), created_at: dateTime() })),
  }),
);

export const AccountDocument = component(
  'AccountDocument',
  obj({ id: int(), kind: oneOfValues(DOCUMENT_KINDS), title: str(), mime: str(), size: int(), created_at: dateTime() }),
);

export const Invoice = component(
  'Invoice',
  obj({
    order_id: int(),
    number: str(),
    date: str(),
    total: num(),
    currency: str(),
    payment_method: oneOfValues(PAYMENT_METHODS),
    payment_status: oneOfValues(PAYMENT_STATUSES),
    invoice_url: str(),
  }),
);
