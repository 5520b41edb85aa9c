// The price-match claim (docs/behaviour.md §2.14, §4 and §5): one schema for both claim types.
// claimType picks the branch: 'pre' needs the product URL and quantity, 'post' the order
// number, the product picked from the order and its amount. The general rules and the
// price-match page's on-submit rules (phone, shipping fees, screenshot, postal code, both
// tick boxes) all apply, so the modal, the page and the api accept the same claims.
import { boolean, mixed, object, string, type InferType } from 'yup';
import type { SaidMessage, Say } from '../messages/say';
import type { ClaimType } from './form-types';
import { isValidUsPhone } from '../phone/us-phone';
import { isValidGulfMobile, parseGulfPhone } from '../phone/gulf-mobile';
import { EMAIL_PATTERN, isValidHttpUrl, optionalDateText, parseDecimal } from '../fields/fields';
import { isFileLike, validateClaimFile, type FileLike } from './files';
import { defineSchema } from '../fields/schema-in';
import { nameField, singleLineText } from '../fields/text-fields';

export const CLAIM_TYPES = ['pre', 'post'] as const satisfies readonly ClaimType[];
export const FULL_NAME_MIN_LENGTH = 2;
// Declared with the payload it shapes: the API client reads it without loading the schemas.
export { CLAIM_PRODUCT_NOT_LISTED } from './claim-payload';

const isPost = (claimType: unknown) => claimType === 'post';
const isPre = (claimType: unknown) => claimType === 'pre';
const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** A text box with a number inside: blank passes here, `required` decides about blank. */
function numberText(message: SaidMessage, accept: (value: number) => boolean, say: Say) {
  return singleLineText(say)
    .default('')
    .test('number', message, (value) => isBlank(value) || accept(parseDecimal(value)));
}

function urlText(say: Say, requiredMessage?: SaidMessage) {
  const text = singleLineText(say).default('');
  const checked = text.test('url', say('core.claim.urlInvalid'), (value) => isBlank(value) || isValidHttpUrl(value ?? ''));
  return requiredMessage ? checked.required(requiredMessage) : checked;
}

/** The claim's validation context: `{ storefront }`, the storefront the claim is made on. */
export interface ClaimContext {
  storefront?: string;
}
const isGulfClaim = (context: unknown) => (context as ClaimContext | undefined)?.storefront === 'ae';

const positive = (value: number) => value > 0;
const wholePositive = (value: number) => Number.isInteger(value) && value > 0;

export const claimSchema = defineSchema((say) =>
  object({
    claimType: mixed<ClaimType>().required(say('core.claim.typeRequired')).oneOf(CLAIM_TYPES, say('core.claim.typeRequired')),
    fullName: nameField(say('core.claim.fullNameRequired'), undefined, say).min(FULL_NAME_MIN_LENGTH, say('core.claim.fullNameMin')),
    businessName: nameField(undefined, undefined, say),
    email: string()
      .trim()
      .required(say('core.claim.emailRequired'))
      .matches(EMAIL_PATTERN, { message: say('core.claim.emailInvalid'), excludeEmptyString: true }),
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
          return isValidGulfMobile(country, digits) || this.createError({ message: say(`core.phone.invalid.${country}`) });
        }
        return isValidUsPhone(value ?? '') || this.createError({ message: say('core.claim.phoneInvalid') });
      }),
    orderNumber: singleLineText(say)
      .default('')
      .when('claimType', { is: isPost, then: (schema) => schema.required(say('core.claim.orderNumberRequired')) }),
    orderDate: optionalDateText(say('core.claim.orderDateInvalid')),
    selectedProductId: singleLineText(say)
      .default('')
      .when('claimType', { is: isPost, then: (schema) => schema.required(say('core.claim.productSelectionRequired')) }),
    productAmount: numberText(say('core.claim.productAmountPositive'), positive, say).when('claimType', {
      is: isPost,
      then: (schema) => schema.required(say('core.claim.productAmountPositive')),
    }),
    productUrl: urlText(say).when('claimType', { is: isPre, then: (schema) => schema.required(say('core.claim.productUrlRequired')) }),
    variant: singleLineText(say).default(''),
    /** Whole items; shown and required for pre-purchase, defaults to 1 when sent. */
    quantity: numberText(say('core.claim.quantityPositive'), wholePositive, say).when('claimType', {
      is: isPre,
      then: (schema) => schema.required(say('core.claim.quantityPositive')),
    }),
    competitorUrl: urlText(say, say('core.claim.competitorUrlRequired')),
    competitorPrice: numberText(say('core.claim.pricePositive'), positive, say).required(say('core.claim.competitorPriceRequired')),
    shippingFees: numberText(say('core.claim.shippingFeesInvalid'), (value) => value >= 0, say),
    /** The single screenshot; a new file replaces the old one in the form. */
    screenshot: mixed<FileLike>()
      .nullable()
      .default(null)
      .test('screenshot', function checkScreenshot(file) {
        if (file === null || file === undefined) return this.createError({ message: say('core.claim.screenshotRequired') });
        if (!isFileLike(file)) return this.createError({ message: say('core.common.fileUnreadable') });
        const message = validateClaimFile(file, say);
        return message === null || this.createError({ message });
      }),
    address: singleLineText(say).required(say('core.claim.addressRequired')),
    country: singleLineText(say).required(say('core.claim.countryRequired')),
    state: singleLineText(say).default(''),
    city: singleLineText(say).required(say('core.claim.cityRequired')),
    /** A US ZIP (5 or 5+4 digits) on the us storefront and by default; on ae, where most addresses
     * have none, whatever the buyer writes, up to 10 characters. */
    postalCode: singleLineText(say)
      .default('')
      .max(10, say('core.claim.postalCodeInvalid'))
      .test('zip', say('core.claim.postalCodeInvalid'), function checkZip(value) {
        return isBlank(value) || isGulfClaim(this.options.context) || /^\d{5}(?:-\d{4})?$/.test(value ?? '');
      }),
    confirmAccuracy: boolean().required(say('core.claim.accuracyRequired')).oneOf([true], say('core.claim.accuracyRequired')),
    acceptTerms: boolean().required(say('core.claim.termsRequired')).oneOf([true], say('core.claim.termsRequired')),
  }),
);

export type ClaimInput = InferType<typeof claimSchema>;
export type ClaimField = keyof ClaimInput;
