// Price block: what the shopper pays now (sale price when it applies), the struck-through
// original and the rounded discount (docs/behaviour.md §5), formatted per storefront and language.
import { formatMessage } from '@horeca/core/messages';
import type { ProductCardView } from '@horeca/core/product';
import { useNumbers } from '../runtime/locale';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface PriceBlockClasses {
  price: string;
  current: string;
  was: string;
  percent: string;
  srOnly: string;
}

/**
 * `visibleWas` (the flash-sale card) writes the original price as 'WAS {price}' for everyone to
 * read, instead of a struck price read out as 'Was {price}'.
 */
export function PriceBlock({ product, classes, visibleWas = false }: { product: Pick<ProductCardView, 'price' | 'wasPrice' | 'discountPercent'>; classes: PriceBlockClasses; visibleWas?: boolean }) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const { money } = useNumbers();
  const { price: current, wasPrice: was, discountPercent: percent } = product;
  if (current === null) return null;
  return (
    <p className={classes.price} part="price" data-sale={was !== null ? 'true' : 'false'}>
      <span className={classes.current}>{money(current)}</span>
      {was !== null ? (
        <>
          {visibleWas ? (
            <span className={classes.was} part="flash-was">{`${messages.card.was} ${money(was)}`}</span>
          ) : (
            <>
              <s className={classes.was} aria-hidden="true">
                {money(was)}
              </s>
              <span className={classes.srOnly}>{formatMessage(widgetMessages.wasPrice, { price: money(was) })}</span>
            </>
          )}
          <span className={classes.percent}>-{percent}%</span>
        </>
      ) : null}
    </p>
  );
}
