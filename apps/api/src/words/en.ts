// The API's words in English, one catalogue (issue 27): its messages by key (errors and the
// answers of calls that change something: a service names the key, words/message-keys.ts
// writes its text in the asked language and an error's `message_key`), its mails (receipts, a return's moves)
// and the words of its quotation and invoice PDFs. ar.ts is the same catalogue in Arabic, typed
// by ApiWords, so the compiler refuses a missing entry. A message's '{name}' stands for the part
// the service fills in; a mail's or a document's entry is a function of what it tells. Texts
// core already has (its `messages`: the form and upload messages) come from core's catalogue
// and are not repeated here.
import { REFUND_BUSINESS_DAYS } from '@horeca/core/constants';
import { type Catalogue } from '@horeca/core/messages';
import { formatMoneyIn } from '@horeca/core/money';
import { deliveryDaysText } from '@horeca/core/product';
import { listed, listedWithTotals, type MailWords, type ReturnUpdateWords } from '../mail/mail-text';
import type { PaymentMethod, PaymentStatus } from '../db/schema/commerce';
import type { DocumentWords } from '../pdf/document-words';

export const apiMessages = {
  // --- the HTTP layer: errors every route can give ---
  notFound: 'Not found.',
  unauthenticated: 'Unauthenticated.',
  invalidData: 'The given data was invalid.',
  requestFailed: 'Request failed.',
  malformedJsonBody: 'Malformed JSON body.',
  jsonTooDeep: 'The JSON body is nested too deeply. The limit is {levels} levels.',
  fieldText: 'This field must be text.',
  fieldNumber: 'This field must be a number.',
  fieldTrueFalse: 'This field must be true or false.',
  fieldDate: 'This field must be a date.',
  fieldList: 'This field must be a list.',
  fieldObject: 'This field must be an object.',
  // --- checkout: open unpaid orders are capped (issue 28) ---
  unpaidOrdersCap: 'You already have {orders} unpaid orders. Please pay or cancel one of them before placing another.',
  unpaidUnitsCap: 'Your unpaid orders may hold at most {units} units together. Please pay or cancel an unpaid order, or order fewer units.',
  unpaidOrdersNetworkCap:
    'Too many unpaid orders have been placed from your network. Please pay or cancel an unpaid order before placing another.',
  methodNotAllowed: 'This method is not allowed here.',
  requestBodyTooLarge: 'The request body is too large. The limit is {kb} KB.',
  guestScopeRefused: 'Please sign in to your account to continue. A guest checkout can only place and view its own order.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  requestInProgress: 'The request is being processed. Please retry.',

  // --- yup's own texts, for a rule whose schema names no message: the field's name stays ---
  yupRequired: '{path} is a required field',
  yupMaxCharacters: '{path} must be at most {max} characters',
  yupMinCharacters: '{path} must be at least {min} characters',
  yupMax: '{path} must be less than or equal to {max}',
  yupMin: '{path} must be greater than or equal to {min}',
  yupPositive: '{path} must be a positive number',
  yupInteger: '{path} must be an integer',
  yupEmail: '{path} must be a valid email',
  yupOneOf: '{path} must be one of the following values: {values}',
  yupMaxItems: '{path} field must have less than or equal to {max} items',
  yupMinItems: '{path} field must have at least {min} items',
  yupInvalid: '{path} is invalid',

  // --- accounts ---
  profileUpdated: 'Your profile has been updated.',
  documentSaved: 'Your document has been saved.',
  documentNotFound: 'Document not found.',
  chooseDocumentType: 'Please choose a document type.',
  giveDocumentTitle: 'Please give the document a title.',
  chooseFile: 'Please choose a file.',
  businessAccountApply: 'To become a business account, apply for one: our team approves business accounts.',
  addressNotFound: 'Address not found.',
  businessRequestPending: 'Thank you. Your request for a business account is pending review.',
  businessAccountApproved: 'Your business account is already approved.',
  wishlistFull: 'Your wishlist is full ({cap} products). Please remove a product before adding another.',
  savedItemsFull: 'You have {cap} saved items, the most we keep. Please remove one before saving another.',
  documentsFull: 'You can keep up to {cap} documents. Please delete one before uploading another.',
  quotationRequestsFull:
    'You have {cap} quotation requests waiting for an answer. Please wait for one or remove one before asking for another.',

  // --- sign-in, registration and passwords ---
  loginFailed: 'Login failed. The email or password is incorrect.',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration successful.',
  contactSaved: 'Contact details saved. You can continue to checkout.',
  loggedOut: 'You have been logged out.',
  passwordResetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  passwordResetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  noPasswordYet: 'Your account has no password yet. Use "Forgot password" to get a link by email and choose one.',

  // --- cart, wishlist and saved items ---
  cartUpdatedShort: 'Cart updated.',
  cartUpdated: 'Your cart has been updated.',
  cartItemRemoved: 'The item has been removed from your cart.',
  notInCart: 'This product is not in your cart.',
  tooManyProductsAtOnce: 'At most {max} products can be added at once.',
  // --- a partner page's cart handed to the store (cart/handoff-*.ts) ---
  cartHandoffUnknown: 'This cart handoff is not known.',
  handoffIdInvalid: 'The handoff id must be 16 to 64 letters, digits, - or _.',
  nameProductsToAdd: 'Please name the products to add.',
  itemsTooLong: 'At most {max} characters of items.',
  noProductAdded: 'None of these products could be added to your cart.',
  itemUnreadable: 'This item could not be read.',
  wishlistAdded: 'Product added to wishlist.',
  wishlistRemoved: 'Product removed from wishlist.',
  savedForLater: 'The item has been saved for later.',
  savedRemoved: 'The item has been removed from saved.',
  notInSaved: 'This product is not in your saved items.',
  notInWishlist: 'This product is not in your wishlist.',
  guestTokenRequired: 'A guest token is required.',
  guestTokenInvalid: 'The guest token is not valid.',

  // --- catalogue ---
  categoryNotFound: 'Category not found.',
  brandNotFound: 'Brand not found.',
  saleNotFound: 'Sale not found.',
  productNotFound: 'Product not found.',
  productNotAvailable: 'This product is not available.',
  quantityRange: 'Quantity must be a whole number from {min} to {max} for this product.',
  unknownImage: 'Unknown image.',
  imageNotFound: 'Image not found.',
  namedFieldIds: '{name} must be a list of ids.',
  productIdField: 'The product id field is required.',
  productIdNumber: 'The product id must be a number.',
  reviewPublished: 'Thank you! Your review has been published.',
  reviewDeliveredOnly: 'You can review products from your delivered orders only.',
  alreadyReviewedProduct: 'You have already reviewed this product.',
  queryRequired: 'The query is required.',
  queryTooLong: 'The query may not be greater than 200 characters.',

  // --- checkout and payments ---
  choosePaymentMethod: 'Please choose a payment method.',
  chooseDeliveryMethod: 'Please choose a delivery method.',
  chooseDeliveryAddress: 'Please choose or enter a delivery address.',
  productNoLongerAvailable: 'This product is no longer available.',
  onlyLeftInStock: 'Only {left} of {name} left in stock.',
  quantityRangeFor: 'Quantity must be from {min} to {max} for {name}.',
  outOfStock: '{name} is out of stock.',
  orderPlaced: 'Thank you! Your order has been placed.',
  cartEmpty: 'Your cart is empty.',
  purchaseOrdersBusinessOnly: 'Purchase orders are available to business accounts only.',
  purchaseOrderNumberRequired: 'Please enter your purchase order number.',
  orderAlreadyPaid: 'This order is already paid; the payment method can no longer be changed.',
  orderIsCancelled: 'This order has been cancelled.',
  cardPaymentUnavailable: 'Card payment is not available in this store. Please choose another payment method.',
  paymentAmountMismatch: 'The payment does not match the order’s amount.',
  paymentCurrencyMismatch: 'The payment does not match the order’s currency.',
  paymentResultUnsigned: 'The payment result is not signed by the payment provider.',
  paymentLinkExpired: 'This payment link has expired. Please start the payment again.',
  choosePaymentEnd: 'Please choose how the payment ends.',

  // --- content ---
  pageNotFound: 'Page not found.',
  countryNotFound: 'Country not found.',
  stateNotFound: 'State not found.',
  noRedirectPath: 'No redirect for this path.',
  blogCategoryNotFound: 'Blog category not found.',
  postNotFound: 'Post not found.',
  namedFieldNumber: '{name} must be a number.',
  noSuchProduct: 'No such product.',
  noSuchSitemap: 'No such sitemap.',
  unknownSitemap: 'Unknown sitemap.',

  // --- forms ---
  subscribed: 'Thank you for subscribing!',
  claimReceived: 'Your price-match claim has been received. We will review it and reply by email.',
  pageAddressTooLong: 'The page address must be at most {max} characters.',
  pageAddressNotHttp: 'The page address must be an http(s) URL.',
  storefrontTooLong: 'The storefront must be at most 20 characters.',
  widgetVersionTooLong: 'The widget version must be at most 40 characters.',

  // --- orders, quotations and returns ---
  noSuchOrder: 'No such order.',
  orderNotFound: 'Order not found.',
  orderNotFoundByNumber: 'We could not find an order with this number and email.',
  orderCancelled: 'Your order has been cancelled.',
  orderNotCancellable: 'This order can no longer be cancelled. Once processing starts you can request a return instead.',
  orderProductsAdded: 'The products of this order have been added to your cart.',
  noOrderProductAvailable: 'None of the products of this order are available any more.',
  quotationNotFound: 'Quotation not found.',
  quotationRequested: 'Your quotation request has been sent. We will reply within one business day.',
  quotationUpdated: 'Your quotation has been updated.',
  quotationLocked: 'This quotation can no longer be changed.',
  quotationTooManyItems: 'A quotation can hold at most {max} items.',
  quantityMost: 'Quantity must be at most {max}.',
  returnRequestSubmitted: 'Your return request has been submitted.',
  orderNotReturnable: 'This order cannot be returned yet: returns open once processing starts.',
  itemAllReturned: 'Every unit of this item has already been returned.',
  returnWithdrawn: 'Your return request has been withdrawn.',
  returnNotFound: 'This return was not found.',
  returnNotWithdrawable: 'This return can no longer be withdrawn: our team has already handled it.',
  returnAlreadyWithdrawn: 'This return request has already been withdrawn.',
  orderItemNotFound: 'This order item was not found.',

  // --- uploads ---
  multipartExpected: 'Expected a multipart/form-data body.',
  malformedMultipartBody: 'Malformed multipart body.',
  uploadTooLarge: 'The upload is too large.',
  uploadInterrupted: 'The upload was interrupted. Please try again.',
  uploadNotStored: 'The upload could not be stored.',
  valueTooLong: 'This value is too long.',
  fieldTakesNoFiles: 'This field does not accept files.',
  fileEmpty: 'File {name} is empty.',
  tooManyFields: 'Too many fields.',
  tooManyFiles: 'Too many files.',
  tooManyParts: 'Too many parts.',

  // --- faults (issue 28): a deadlock lost every retry, or the database is out of reach ---
  storeBusy: 'The store is busy right now. Please try again in a moment.',
  shuttingDown: 'This process is shutting down.',
  databaseTimeout: 'The database did not answer in time.',
} as const;

/** Everything the API says, in one language. */
export interface ApiWords {
  messages: Catalogue<typeof apiMessages>;
  mail: MailWords;
  /** A return's moves by mail (issue 33), in the language the return was asked in. */
  returnUpdates: ReturnUpdateWords;
  /** The quotation and invoice PDFs (business-document.ts names what goes where). */
  documents: DocumentWords;
}

const PAYMENT_METHODS_EN: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  purchase_order: 'Purchase order',
  card: 'Card',
};
const PAYMENT_STATUSES_EN: Record<PaymentStatus, string> = {
  unpaid: 'to be paid',
  pending: 'awaiting payment',
  paid: 'paid',
  failed: 'payment failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

const FOLLOW_RETURN = 'You can follow it under My Orders, Returns, in your account.';
const refundDays = `${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max}`;

export const enWords: ApiWords = {
  messages: apiMessages,
  mail: {
    orderConfirmation: (order) => {
      const money = (amount: number) => formatMoneyIn(amount, order.currency);
      return {
        subject: `Your Horeca Store order ${order.number}`,
        text: `Thank you! Your order ${order.number} has been placed.\n\nItems:\n${listedWithTotals(order.order_products, money)}\n\nTotal: ${money(order.total)}\nPayment: ${PAYMENT_METHODS_EN[order.payment_method]}, ${PAYMENT_STATUSES_EN[order.payment_status]}\nEstimated delivery: ${deliveryDaysText(order.delivery_estimate)}\n\nYou can follow it under My Orders in your account.`,
      };
    },
    returnReceipt: ({ id, orderNumber, line }) => ({
      subject: `We received your return request #${id}`,
      text: `We received your return request #${id} for order ${orderNumber}. We will review it and let you know the next steps.\n\nItem returned:\n${listed([line])}`,
    }),
    claimReceipt: (claimId) => ({
      subject: `We received your price-match claim #${claimId}`,
      text: `We received your price-match claim #${claimId}. Our team will review the competing offer and reply to this address.`,
    }),
    passwordReset: (name, link) => ({
      subject: 'Reset your Horeca Store password',
      text: `Hello ${name},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      links: [link],
    }),
  },
  returnUpdates: {
    approved: ({ id, orderNumber, line }) => ({
      subject: `Your return #${id} is approved`,
      text: `Your return request #${id} for order ${orderNumber} is approved.\n\nItem:\n${listed([line])}\n\nKeep the item in its packaging with its accessories: our team will contact you to arrange its collection.\n\n${FOLLOW_RETURN}`,
    }),
    received: ({ id, orderNumber, line }) => ({
      subject: `We have received the item of your return #${id}`,
      text: `The item of your return #${id} for order ${orderNumber} has arrived. We are checking it and will let you know about your refund.\n\nItem:\n${listed([line])}\n\n${FOLLOW_RETURN}`,
    }),
    refunded: ({ id, orderNumber, line }) => ({
      subject: `Your return #${id} is refunded`,
      text: `Your return #${id} for order ${orderNumber} is refunded to your original payment method. A refund takes ${refundDays} business days to reach it.\n\nItem:\n${listed([line])}\n\n${FOLLOW_RETURN}`,
    }),
    rejected: ({ id, orderNumber, line, rejectionReason }) => ({
      subject: `Your return request #${id} was not accepted`,
      text: `We could not accept your return request #${id} for order ${orderNumber}.\n\nReason: ${rejectionReason ?? ''}\n\nItem:\n${listed([line])}\n\nIf you have a question about this decision, contact us from the Contact Us page or through live chat.`,
    }),
    withdrawn: ({ id, orderNumber, line }) => ({
      subject: `You withdrew your return request #${id}`,
      text: `Your return request #${id} for order ${orderNumber} is withdrawn, as you asked.\n\nItem:\n${listed([line])}\n\nYou can request a return of it again from the order's page in My Orders.`,
    }),
  },
  documents: {
    quotation: 'Quotation',
    invoice: 'Invoice',
    taxInvoice: 'Tax Invoice',
    sellerTaxNumber: (kind, number) => `${kind === 'trn' ? 'TRN' : 'EIN'} ${number}`,
    billTo: 'Bill to',
    preparedFor: 'Prepared for',
    buyerTrn: (number) => `TRN ${number}`,
    tradeLicence: (number) => `Trade licence ${number}`,
    columns: (taxColumn) => ['Item', 'SKU', 'Qty', 'Unit price', taxColumn, 'Total'],
    vatColumn: (rate) => `VAT ${rate}`,
    salesTaxColumn: (rate) => `Sales tax ${rate}`,
    subtotal: 'Subtotal',
    discount: 'Bulk savings (included)',
    delivery: 'Delivery',
    totalExclVat: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate}`,
    totalInclVat: 'Total incl. VAT',
    salesTax: (rate) => `Sales tax ${rate}`,
    total: 'Total',
    heading: (number, date) => `No. ${number}    Date: ${date}`,
    validUntil: (date) => `Valid until: ${date}`,
    notes: (text) => `Notes: ${text}`,
    terms: 'Terms',
    quoteTerms: (storefront, validUntil, rate) => [
      storefront === 'ae'
        ? `Prices are valid until ${validUntil}, in AED and including VAT at ${rate}.`
        : `Prices are valid until ${validUntil}, in USD and before sales tax.`,
      storefront === 'ae'
        ? 'Delivery is charged when you order, by the delivery method you choose.'
        : `Delivery is charged when you order; sales tax at ${rate} applies to the goods and delivery.`,
      'Stock is reserved only when the order is placed. Payment as offered at checkout; our terms and conditions apply.',
    ],
    invoiceTaxNote: (storefront, rate) =>
      storefront === 'ae'
        ? `All amounts in AED. Prices include VAT at ${rate}; the VAT of each line and in total is shown.`
        : `All amounts in USD. Sales tax at ${rate} is added to the subtotal and delivery.`,
    date: (iso) => iso.slice(0, 10),
    money: (amount, currency) => formatMoneyIn(amount, currency),
  },
};
