// One suggestion of the listbox. It is a real link (role option), so a middle-click opens a
// new tab; focus never leaves the box: a press does not move focus, and the active option is
// announced through aria-activedescendant.
import { truncateForViewport } from '@horeca/core/product';
import type { MouseEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../product-card/placeholder-image';
import { PriceBlock } from '../product-card/price-block';
import { productCardStyles } from '../product-card/product-card.styles';
import { useLinkNavigation } from '../runtime/use-link-navigation';
import { useStyles } from '../runtime/styles';
import { useViewportWidth } from '../runtime/use-viewport-width';
import { Highlight } from './highlight';
import type { SearchOption as Option } from './search-options';
import type { SearchStyles } from './search.styles';
import { useWidgetMessages } from '../runtime/use-messages';

export interface SearchOptionProps {
  option: Option;
  id: string;
  active: boolean;
  query: string;
  styles: SearchStyles;
  onChosen: (option: Option) => void;
}

const keepFocusInBox = (event: MouseEvent) => event.preventDefault();

export function SearchOption({ option, id, active, query, styles, onChosen }: SearchOptionProps) {
  const widgetMessages = useWidgetMessages();
  const { hrefFor, onLinkClick } = useLinkNavigation();
  const width = useViewportWidth();
  // Prices look the same everywhere: the card's price block and its classes.
  const card = useStyles(productCardStyles);
  const { product } = option;
  const image = product ? (product.images[0] ?? PLACEHOLDER_IMAGE) : null;
  return (
    <a
      role="option"
      id={id}
      aria-selected={active}
      // Named by its whole visible text (name, SKU, price), so a speech user can say what
      // they see (WCAG 2.5.3, label in name).
      tabIndex={-1}
      href={hrefFor(option.path)}
      className={styles.option}
      part={active ? 'option option-active' : 'option'}
      data-kind={option.kind}
      onMouseDown={keepFocusInBox}
      onClick={(event) => {
        onLinkClick(event, option.path, option.state);
        onChosen(option);
      }}
    >
      {image !== null ? (
        <img
          className={styles.thumb}
          src={image}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
      ) : null}
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>
          <Highlight text={option.label} query={query} className={styles.mark} />
        </span>
        {product ? (
          <span className={styles.details}>
            {product.sku ? (
              <span className={styles.sku} title={product.sku}>
                {widgetMessages.skuLabel}: {truncateForViewport(product.sku, width)}
              </span>
            ) : null}{' '}
            <PriceBlock product={product} classes={card} />
          </span>
        ) : null}
      </span>
    </a>
  );
}
