// Forms that post to the API: newsletter, glitch report, price-match claim, marketing lead.
import type { Storefront } from '../constants/constants';
import type { Answer } from '../answers/fields';
import type { newsletterAnswer, priceMatchClaimAnswer, storeLeadAnswer } from '../answers/forms';
import type { RequestBody } from '../answers/request-body';
import type { newsletterRequest, storeLeadRequest } from '../answers/requests-forms';

/** Body of POST /newsletters (answers/requests-forms.ts). */
export type NewsletterSubscription = RequestBody<typeof newsletterRequest>;

/** Answer of POST /newsletters; the message is shown under the field for 4 s. */
export type NewsletterResponse = Answer<typeof newsletterAnswer>;

/** The device class of a glitch report, from the browser's user agent. */
export type DeviceClass = 'Tablet' | 'Mobile' | 'Desktop';

/** Multipart body of POST /frontend/glitch-errors. */
export interface IssueReport {
  email: string;
  description: string;
  device: DeviceClass;
  images: Blob[];
  /** Sent only when the reporter ticked the consent box (beyond the spec: makes a report actionable). */
  context?: IssueReportContext;
}

/** Where the glitch happened: sent as the multipart fields page_url, storefront, widget_version. */
export interface IssueReportContext {
  page_url: string;
  storefront: string;
  widget_version: string;
}

/** 'pre' = Pre-purchase, 'post' = Post-purchase (up to 120 days). */
export type ClaimType = 'pre' | 'post';

/**
 * The price-match claim form as collected (camelCase, as the spec names the fields).
 * Inputs hold text; numbers are parsed when the payload is built.
 */
export interface ClaimForm {
  claimType: ClaimType;
  fullName: string;
  businessName: string;
  email: string;
  /** Optional: '(123) 456-7890' on the us storefront, the full Gulf mobile ('+971501234567') on ae. */
  phone: string;
  orderNumber: string;
  orderDate: string;
  productUrl: string;
  variant: string;
  quantity: string;
  selectedProductId: string;
  productAmount: string;
  competitorUrl: string;
  competitorPrice: string;
  shippingFees: string;
  address: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  /** One screenshot: a new file replaces the old. */
  screenshot: Blob | null;
  /** 'I confirm the information is accurate ...' (sent as is_confirm). */
  confirmAccuracy: boolean;
  /** Terms & Conditions (sent as is_agree). */
  acceptTerms: boolean;
}

/** The claim as the spec sends it (multipart). */
export interface ClaimPayload {
  customer_name: string;
  customer_business_name?: string;
  customer_email: string;
  /** Always empty in the spec: the number travels without a dial code. */
  customer_country_code: '';
  customer_mobile_number: string;
  customer_address: string;
  customer_country: string;
  customer_state?: string;
  customer_city: string;
  customer_zipcode?: string;
  product_url: string;
  /** Defaults to 1. */
  product_quantity: number;
  competitor_product_url: string;
  competitor_product_price: number;
  competitor_product_shipping_charge?: number;
  competitor_screenshot: Blob;
  is_confirm: boolean;
  is_agree: boolean;
}

/**
 * What our client sends to POST /frontend/price-match-claims: the spec's payload plus
 * the fields it collects but drops (type, order number and date, amount without tax, the
 * product picked from the order), because a reviewer cannot check a post-purchase claim
 * without them.
 */
export interface ClaimSubmitRequest extends ClaimPayload {
  claim_type: ClaimType;
  order_number?: string;
  order_date?: string;
  product_amount?: number;
  /** The product picked from the customer's order (post-purchase), as the picker holds it:
   * the API checks it is a published product and, for the customer's own order, a line of it. */
  selected_product_id?: string;
  /** The storefront the claim is made on: its phone and postal code rules (ae: a Gulf mobile,
   * no ZIP format). Without it the spec's US rules apply. */
  storefront?: Storefront;
}

/** The stored claim as our API answers it (the spec hides the answer). */
export type ClaimRecord = Answer<typeof priceMatchClaimAnswer>;

/** The spec reads status and data of the claim answer; success is 200 or 201. */
export interface ClaimSubmission {
  status: number;
  data: ClaimRecord;
}

/** UTM values and gclid kept locally and sent as the lead's query. */
export interface MarketingLead {
  utm_source: string;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
  gclid?: string | null;
}

/** Body of POST /api/store-lead (answers/requests-forms.ts); the UTM values are its query. */
export type StoreLeadRequest = RequestBody<typeof storeLeadRequest>;

/** Answer of POST /api/store-lead; lead.id is kept as session_id. */
export type StoreLeadResponse = Answer<typeof storeLeadAnswer>;
