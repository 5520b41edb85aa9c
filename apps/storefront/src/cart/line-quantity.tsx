// A cart line's quantity: minus, the typed quantity and plus. Typing is how a buyer orders 50
// (49 taps otherwise): the value is committed on blur or Enter, clamped to 1 and the line's
// maximum as the card clamps (docs/behaviour.md §5); an empty or unreadable entry puts the line's
// quantity back rather than changing the order.
import { clampQuantity } from '@horeca/core/cart';
import { parseNumberInput } from '@horeca/core/fields';
import { useState, type KeyboardEvent } from 'react';
import type { CartLineView } from './use-cart';
import { useWords } from '../lib/words';

export function LineQuantity({ line, busy, onQuantity }: { line: CartLineView; busy: boolean; onQuantity: (line: CartLineView, quantity: number) => void }) {
  const { cart: cartText } = useWords();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (Number.isNaN(parseNumberInput(draft))) return;
    const quantity = clampQuantity(draft, 1, line.maxQuantity);
    if (quantity !== line.quantity) onQuantity(line, quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') setDraft(null);
  };
  return (
    <div className="cf-stepper" role="group" aria-label={cartText.quantityOf(line.name)}>
      <button
        type="button"
        className="cf-secondary"
        aria-label={cartText.decrease(line.name)}
        disabled={busy || line.quantity <= 1}
        onClick={() => onQuantity(line, line.quantity - 1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={cartText.quantityOf(line.name)}
        title={cartText.quantityRange(line.maxQuantity)}
        value={draft ?? String(line.quantity)}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="cf-secondary"
        aria-label={cartText.increase(line.name)}
        disabled={busy || line.quantity >= line.maxQuantity}
        onClick={() => onQuantity(line, line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
