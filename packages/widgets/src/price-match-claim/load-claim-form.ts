// The form body's chunk. Fetched when the modal opens (or a moment earlier, when the open
// button is hovered or focused); a failed fetch is forgotten so the next try fetches again.
import type * as ClaimFormModule from './claim-form';

type FormModule = typeof ClaimFormModule;

let pending: Promise<FormModule> | null = null;

export function loadClaimForm(): Promise<FormModule> {
  pending ??= import('./claim-form').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
