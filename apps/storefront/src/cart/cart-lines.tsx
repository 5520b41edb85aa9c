// Cart lines with a quantity stepper and a typed quantity (1 to the line's maximum), remove, and save for later
// for signed-in shoppers. Controls of a line are disabled while its change runs.
import type { Id } from '@horeca/core/api';
import { useWidgetConfig, useNumbers } from '@horeca/widgets';
import { LineQuantity } from './line-quantity';
import type { CartLineView } from './use-cart';
import { useWords } from '../lib/words';

export interface CartLinesProps {
  lines: CartLineView[];
  busyProduct: Id | null;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
  onSaveForLater?: ((line: CartLineView) => void) | undefined;
}

export function CartLines({ lines, busyProduct, onQuantity, onRemove, onSaveForLater }: CartLinesProps) {
  const { cart: cartText } = useWords();
  const { money } = useNumbers();
  const { storefront } = useWidgetConfig();
  return (
    <ul className="cf-plain" aria-label={cartText.linesLabel}>
      {lines.map((line) => {
        const busy = busyProduct === line.productId;
        return (
          <li key={String(line.productId)} className="cf-line cf-cart-line" aria-busy={busy}>
            {line.image ? <img src={line.image} alt="" /> : <span aria-hidden="true" />}
            <div>
              <p className="cf-line-name">{line.name}</p>
              <p className="cf-hint">
                {cartText.each(money(line.unitPrice, storefront))}
                {line.tier ? (
                  <>
                    {' '}
                    <s>{cartText.listPrice(money(line.listUnitPrice, storefront))}</s>
                  </>
                ) : null}
              </p>
              {line.tier ? <p className="cf-tier">{cartText.tier(line.tier.discount_percent, line.tier.min_quantity)}</p> : null}
              {line.available ? null : <p className="cf-error">{cartText.unavailable}</p>}
              <div className="cf-actions">
                <LineQuantity line={line} busy={busy} onQuantity={onQuantity} />
                {onSaveForLater ? (
                  <button type="button" className="cf-link" disabled={busy} onClick={() => onSaveForLater(line)}>
                    {cartText.saveForLater(line.name)}
                  </button>
                ) : null}
                <button type="button" className="cf-link" disabled={busy} onClick={() => onRemove(line)}>
                  {cartText.remove(line.name)}
                </button>
              </div>
            </div>
            <p className="cf-line-total">{money(line.lineTotal, storefront)}</p>
          </li>
        );
      })}
    </ul>
  );
}
