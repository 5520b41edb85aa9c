// The product page's quantity control: the spec's header stepper (1 to 100), typed or stepped;
// a typed number is clamped on blur or Enter. The buy box and the phone's sticky buy bar both
// show it over one quantity, so either sets what Add To Cart adds.
import { clampHeaderQuantity, stepHeaderQuantity } from '@horeca/core/cart';
import { HEADER_QUANTITY } from '@horeca/core/constants';
import { useWidgetMessages } from '@horeca/widgets';
import { useState } from 'react';

export function QuantityStepper({ quantity, onChange }: { quantity: number; onChange: (quantity: number) => void }) {
  const widgetMessages = useWidgetMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    onChange(clampHeaderQuantity(draft));
    setDraft(null);
  };
  return (
    <div className="stepper" role="group" aria-label={widgetMessages.quantity}>
      <button type="button" aria-label={widgetMessages.decreaseQuantity} onClick={() => onChange(stepHeaderQuantity(quantity, -1))} disabled={quantity <= HEADER_QUANTITY.min}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={widgetMessages.quantity}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button type="button" aria-label={widgetMessages.increaseQuantity} onClick={() => onChange(stepHeaderQuantity(quantity, 1))} disabled={quantity >= HEADER_QUANTITY.max}>
        +
      </button>
    </div>
  );
}
