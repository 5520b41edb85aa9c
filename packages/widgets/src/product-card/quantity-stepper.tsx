// The card's count control: minus, a typed quantity and plus. Plus does nothing at 99 and
// the typed value is clamped to 1..99 on blur (docs/behaviour.md §5); minus at 1 is allowed here
// because in the cart control it removes the item (docs/behaviour.md §4).
import { clampCardQuantity } from '@horeca/core/cart';
import { CARD_QUANTITY } from '@horeca/core/constants';
import { formatMessage } from '@horeca/core/messages';
import { useState, type KeyboardEvent } from 'react';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface QuantityStepperProps {
  quantity: number;
  disabled: boolean;
  className: string;
  onIncrease: () => void;
  onDecrease: () => void;
  onCommit: (quantity: number) => void;
}

export function QuantityStepper({ quantity, disabled, className, onIncrease, onDecrease, onCommit }: QuantityStepperProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onCommit(clampCardQuantity(draft));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  return (
    <div className={className} part="quantity" role="group" aria-label={widgetMessages.quantity}>
      <button type="button" aria-label={widgetMessages.decreaseQuantity} disabled={disabled} onClick={onDecrease}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={widgetMessages.quantity}
        title={formatMessage(messages.cart.quantityRange, { max: CARD_QUANTITY.max })}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        aria-label={widgetMessages.increaseQuantity}
        disabled={disabled || quantity >= CARD_QUANTITY.max}
        onClick={onIncrease}
      >
        +
      </button>
    </div>
  );
}
