import { CLAIM_LIMITS } from '@horeca/core/constants';

import { Step } from './claim-steps';
import type { FieldKit } from './field-kit';
import { TextField } from './form-field';
import { ScreenshotField } from './screenshot-field';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

/** Step 4: where the lower price is, what it costs, and the proof. */
export function CompetitorStep({ kit }: { kit: FieldKit }) {
  const w = useWidgetMessages().claim;
  const messages = useCoreMessages();
  return (
    <Step kit={kit} number={4} title={messages.claim.steps.competitor}>
      <TextField kit={kit} name="competitorUrl" label={w.competitorUrl} required type="url" inputMode="url" wide />
      <TextField
        kit={kit}
        name="competitorPrice"
        label={w.competitorPrice}
        required
        type="number"
        inputMode="decimal"
        min={CLAIM_LIMITS.competitorPriceMin}
        step={CLAIM_LIMITS.priceStep}
        hint={w.competitorPriceHint}
      />
      <TextField
        kit={kit}
        name="shippingFees"
        label={w.shippingFees}
        type="number"
        inputMode="decimal"
        min={CLAIM_LIMITS.shippingMin}
        step={CLAIM_LIMITS.priceStep}
        hint={w.shippingFeesHint}
      />
      <ScreenshotField kit={kit} />
    </Step>
  );
}
