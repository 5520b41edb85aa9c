// The React body of <horeca-price-match-claim>; its contract (and the element's
// documentation) is in price-match-claim.contract.ts.
import type { ClaimType } from '@horeca/core/forms';
import { PriceMatchClaim } from './price-match-claim';
import type { ClaimPrefill } from './claim-form';
import { parseJsonAttribute, type ElementBodyProps } from '../elements/define-element';
import type { HorecaPriceMatchClaimEvents } from '../elements/element-events';

/** Unset: the element keeps its own open state; 'false' closes, anything else opens. */
function openAttribute(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value !== 'false';
}

export function PriceMatchClaimElementBody({ attrs, emit }: ElementBodyProps<HorecaPriceMatchClaimEvents>) {
  const claimType: ClaimType = attrs.claimType === 'post' ? 'post' : 'pre';
  return (
    <PriceMatchClaim
      initialType={claimType}
      prefill={parseJsonAttribute<ClaimPrefill>(attrs.prefill, 'prefill') ?? undefined}
      open={openAttribute(attrs.open)}
      trigger={attrs.trigger !== 'false'}
      onOpenChange={(open) => emit('horeca:open-change', { open })}
      // The documented detail only, not whatever else the API's answer carries.
      onSubmitted={({ id, status, message }) => emit('horeca:claim-submitted', { id, status, message })}
      onFailed={(message) => emit('horeca:claim-failed', { message })}
    />
  );
}
