// The forms' answers (routes/forms/form-routes.ts): newsletter, glitch reports, price-match claims, leads.
import { component, dateTime, int, nullable, obj, str } from '../http/schemas/build';

export const Newsletter = component('NewsletterSubscription', obj({ success: { type: 'boolean' }, status: str(), message: str() }));

export const PriceMatchClaim = component(
  'PriceMatchClaim',
  obj({
    id: int(),
    status: str(),
    message: str(),
    data: obj({ id: int(), status: str(), claim_type: str(), selected_product_id: nullable(int()), created_at: dateTime() }),
  }),
);

export const StoreLead = component('StoreLead', obj({ lead: obj({ id: int() }) }));
