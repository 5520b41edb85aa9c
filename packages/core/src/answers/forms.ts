// The forms' answers: newsletter, price-match claims, store leads.
import { flag, named, oneOf, shape, text, timestamp, whole } from './fields';

/** A price-match claim is received, then approved or rejected by the store's team. */
export const CLAIM_STATUSES = ['received', 'approved', 'rejected'] as const;

export const newsletterAnswer = named('NewsletterSubscription', shape({ success: flag(), status: text(), message: text() }));

export const priceMatchClaimAnswer = named(
  'PriceMatchClaim',
  shape({
    id: whole(),
    status: oneOf(CLAIM_STATUSES),
    message: text(),
    data: shape({ id: whole(), status: oneOf(CLAIM_STATUSES), claim_type: text(), selected_product_id: whole().nullable(), created_at: timestamp() }),
  }),
);

export const storeLeadAnswer = named('StoreLead', shape({ lead: shape({ id: whole() }) }));
