// The forms' answers: newsletter, price-match claims, store leads.
import { flag, named, shape, text, timestamp, whole } from './fields';

export const newsletterAnswer = named('NewsletterSubscription', shape({ success: flag(), status: text(), message: text() }));

export const priceMatchClaimAnswer = named(
  'PriceMatchClaim',
  shape({
    id: whole(),
    status: text(),
    message: text(),
    data: shape({ id: whole(), status: text(), claim_type: text(), selected_product_id: whole().nullable(), created_at: timestamp() }),
  }),
);

export const storeLeadAnswer = named('StoreLead', shape({ lead: shape({ id: whole() }) }));
