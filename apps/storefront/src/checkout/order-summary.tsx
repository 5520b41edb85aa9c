// Totals as the server computes them: on ae prices include 5% VAT (shown as included), on us
// sales tax is added at checkout.
import type { Storefront } from '@horeca/core/storefront';
import { useNumbers } from '@horeca/widgets';
import { useWords } from '../lib/words';

export interface SummaryFigures {
  subtotal: number;
  shipping: number;
  tax: number;
  tax_included: boolean;
  total: number;
  /** What Buy-More-Save-More tiers took off (already out of the subtotal). */
  discount?: number;
}

export function OrderSummary({ figures, storefront, title: askedTitle }: { figures: SummaryFigures; storefront: Storefront; title?: string }) {
  const { cart: cartText, checkout: checkoutText } = useWords();
  const title = askedTitle ?? checkoutText.summary;
  const numbers = useNumbers();
  const money = (value: number) => numbers.money(value, storefront);
  return (
    <section className="cf-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{title}</h2>
      <dl>
        <dt>{checkoutText.subtotal}</dt>
        <dd>{money(figures.subtotal)}</dd>
        <dt>{checkoutText.shipping}</dt>
        <dd>{figures.shipping === 0 ? checkoutText.free : money(figures.shipping)}</dd>
        {figures.tax_included ? null : (
          <>
            <dt>{checkoutText.salesTax}</dt>
            <dd>{money(figures.tax)}</dd>
          </>
        )}
        <dt>
          <strong>{checkoutText.total}</strong>
        </dt>
        <dd>
          <strong>{money(figures.total)}</strong>
        </dd>
        {figures.tax_included ? (
          <>
            <dt>{checkoutText.vatIncluded}</dt>
            <dd>{money(figures.tax)}</dd>
          </>
        ) : null}
      </dl>
      {figures.discount ? <p className="cf-tier">{cartText.tierSaved(money(figures.discount))}</p> : null}
    </section>
  );
}
