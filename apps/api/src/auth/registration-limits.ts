// Which abuse limit a POST /register counts against (docs/operations.md, Security). An account
// (a password, a mail, a row a stranger may mass-produce) counts 10 an hour per address. A guest
// checkout's contact details count on their own terms: many per address (a hotel, an office, a
// hospital's kitchen behind one address places many guest orders an hour), fewer per email.
// Counted after validation: a refused body writes nothing.
import { normalizeEmail } from '../accounts/customers';
import type { AppDeps } from '../deps';

export async function countRegistration(deps: AppDeps, address: string, body: { is_guest?: boolean | undefined; email: string }): Promise<void> {
  const { limits } = deps.commerce;
  if (!body.is_guest) return limits.register.hit(address);
  await limits.guestCheckoutByAddress.hit(address);
  await limits.guestCheckoutByEmail.hit(normalizeEmail(body.email));
}
