// The price-match claim (docs/behaviour.md §2.14, §4 and §5): one schema for both claim types.
// claimType picks the branch: 'pre' needs the product URL and quantity, 'post' the order
// number, the product picked from the order and its amount. The general rules and the
// price-match page's on-submit rules (phone, shipping fees, screenshot, postal code, both
// tick boxes) all apply, so the modal, the page and the api accept the same claims.
import { boolean, mixed, object, string, type InferType } from 'yup';
import { messages, phoneMessages } from '../messages/messages';
import type { ClaimType } from './form-types';
import { isValidUsPhone } from '../phone/us-phone';
import { isValidGulfMobile, parseGulfPhone } from '../phone/gulf-mobile';
import { EMAIL_PATTERN, isValidHttpUrl, optionalDateText, parseDecimal } from '../fields/fields';
import { isFileLike, validateClaimFile, type FileLike } from './files';
import { nameField, singleLineText } from '../fields/text-fields';

export const CLAIM_TYPES = ['pre', 'post'] as const satisfies readonly ClaimType[];
export const FULL_NAME_MIN_LENGTH = 2;
// Declared with the payload it shapes: the API client reads it without loading the schemas.
export { CLAIM_PRODUCT_NOT_LISTED } from './claim-payload';

const m = messages.claim;
const isPost = (claimType: unknown) => claimType === 'post';
const isPre = (claimType: unknown) => claimType === 'pre';
const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** A text box with a number inside: blank passes here, `required` decides about blank. */
function numberText(message: string, accept: (value: number) => boolean) {
  return singleLineText()
    .default('')
    .test('number', message, (value) => isBlank(value) || accept(parseDecimal(value)));
}

function urlText(requiredMessage?: string) {
  const text = singleLineText().default('');
  const checked = text.test('url', m.urlInvalid, (value) => isBlank(value) || isValidHttpUrl(value ?? ''));
  return requiredMessage ? checked.required(requiredMessage) : checked;
}

/** The claim's validation context: `{ storefront }`, the storefront the claim is made on. */
export interface ClaimContext {
  storefront?: string;
}
const isGulfClaim = (context: unknown) => (context as ClaimContext | undefined)?.storefront === 'ae';

const positive = (value: number) => value > 0;
const wholePositive = (value: number) => Number.isInteger(value) && value > 0;

export const claimSchema = object({
  claimType: mixed<ClaimType>().required(m.typeRequired).oneOf(CLAIM_TYPES, m.typeRequired),
  fullName: nameField(m.fullNameRequired).min(FULL_NAME_MIN_LENGTH, m.fullNameMin),
  businessName: nameField(),
  email: string()
    .trim()
    .required(m.emailRequired)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid, excludeEmptyString: true }),
  /**
   * Optional. On the us storefront (and by default) exactly 10 digits, shown as '(123) 456-7890';
   * on the ae storefront a Gulf mobile of one of the six countries ('+971501234567'), with the
   * Gulf phone input's message for its country. The storefront comes in the validation context.
   */
  phone: string()
    .trim()
    .default('')
    .test('phone', function checkPhone(value) {
      if (isBlank(value)) return true;
      if (isGulfClaim(this.options.context)) {
        const { country, digits } = parseGulfPhone(value ?? '');
        return isValidGulfMobile(country, digits) || this.createError({ message: phoneMessages.invalid[country] });
      }
      return isValidUsPhone(value ?? '') || this.createError({ message: m.phoneInvalid });
    }),
  orderNumber: singleLineText()
    .default('')
    .when('claimType', { is: isPost, then: (schema) => schema.required(m.orderNumberRequired) }),
  orderDate: optionalDateText(m.orderDateInvalid),
  selectedProductId: singleLineText()
    .default('')
    .when('claimType', { is: isPost, then: (schema) => schema.required(m.productSelectionRequired) }),
  productAmount: numberText(m.productAmountPositive, positive).when('claimType', {
    is: isPost,
    then: (schema) => schema.required(m.productAmountPositive),
  }),
  productUrl: urlText().when('claimType', { is: isPre, then: (schema) => schema.required(m.productUrlRequired) }),
  variant: singleLineText().default(''),
  /** Whole items; shown and required for pre-purchase, defaults to 1 when sent. */
  quantity: numberText(m.quantityPositive, wholePositive).when('claimType', {
    is: isPre,
    then: (schema) => schema.required(m.quantityPositive),
  }),
  competitorUrl: urlText(m.competitorUrlRequired),
  competitorPrice: numberText(m.pricePositive, positive).required(m.competitorPriceRequired),
  shippingFees: numberText(m.shippingFeesInvalid, (value) => value >= 0),
  /** The single screenshot; a new file replaces the old one in the form. */
  screenshot: mixed<FileLike>()
    .nullable()
    .default(null)
    .test('screenshot', function checkScreenshot(file) {
      if (file === null || file === undefined) return this.createError({ message: m.screenshotRequired });
      if (!isFileLike(file)) return this.createError({ message: messages.common.fileUnreadable });
      const message = validateClaimFile(file);
      return message === null || this.createError({ message });
    }),
  address: singleLineText().required(m.addressRequired),
  country: singleLineText().required(m.countryRequired),
  state: singleLineText().default(''),
  city: singleLineText().required(m.cityRequired),
  /** A US ZIP (5 or 5+4 digits) on the us storefront and by default; on ae, where most addresses
   * have none, whatever the buyer writes, up to 10 characters. */
  postalCode: singleLineText()
    .default('')
    .max(10, m.postalCodeInvalid)
    .test('zip', m.postalCodeInvalid, function checkZip(value) {
      return isBlank(value) || isGulfClaim(this.options.context) || /^\d{5}(?:-\d{4})?$/.test(value ?? '');
    }),
  confirmAccuracy: boolean().required(m.accuracyRequired).oneOf([true], m.accuracyRequired),
  acceptTerms: boolean().required(m.termsRequired).oneOf([true], m.termsRequired),
});

export type ClaimInput = InferType<typeof claimSchema>;
export type ClaimField = keyof ClaimInput;
