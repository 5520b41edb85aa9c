// The product detail tabs of docs/behaviour.md §2.10: Technical Information, Benefits & Features,
// Product Description, Frequently Asked Question, Customer Reviews; or, for a product whose
// data carries key sections, the alternate set Key Specification, Key Benefits, Product
// Overview, Customer Reviews. WAI-ARIA tabs: arrow keys, Home and End move between them; only
// the chosen panel is shown.
import { type ProductDetail } from '@horeca/core/api';
import { StarRating, useCoreMessages, useNumbers } from '@horeca/widgets';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HtmlContent } from '../../components/html-content';
import { formatText } from '../../lib/messages';
import { useWords } from '../../lib/words';

type KeySections = NonNullable<ProductDetail['key_sections']>;

function SpecificationTable({ rows }: { rows: ProductDetail['specifications'] }) {
  return (
    <table className="spec-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The alternate set's panels, in messages.productPage.keyTabs' order. */
function keyPanels(product: ProductDetail, sections: KeySections): ReactNode[] {
  return [
    <SpecificationTable key="key-spec" rows={sections.specifications} />,
    <dl className="key-benefits" key="key-benefits">
      {sections.benefits.map((benefit) => (
        <div key={benefit.title}>
          <dt>{benefit.title}</dt>
          <dd>{benefit.text}</dd>
        </div>
      ))}
    </dl>,
    <HtmlContent key="overview" html={sections.overview} />,
    <Reviews key="reviews" product={product} />,
  ];
}

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const [chosen, setActive] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const sections = product.key_sections;
  const messages = useCoreMessages();
  const labels = sections ? messages.productPage.keyTabs : messages.productPage.tabs;
  const panels: ReactNode[] = sections ? keyPanels(product, sections) : [
    <SpecificationTable key="spec" rows={product.specifications} />,
    <ul className="benefits" key="benefits">
      {product.benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>,
    <HtmlContent key="description" html={product.description} />,
    <dl className="faq-list" key="faq">
      {product.faq.map((item) => (
        <div key={item.question}>
          <dt>{item.question}</dt>
          <dd>
            <HtmlContent html={item.answer} />
          </dd>
        </div>
      ))}
    </dl>,
    <Reviews key="reviews" product={product} />,
  ];
  // Another product may have fewer tabs than the one the choice was made on.
  const active = Math.min(chosen, labels.length - 1);
  const move = (event: KeyboardEvent) => {
    const last = labels.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + labels.length) % labels.length;
    setActive(wrapped);
    tabs.current[wrapped]?.focus();
  };
  return (
    <section className="product-tabs">
      <div role="tablist" aria-label={storefrontMessages.productDetails} className="product-tabs__list" onKeyDown={move}>
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`} tabIndex={0} className="product-tabs__panel">
        {panels[active]}
      </div>
    </section>
  );
}

function Reviews({ product }: { product: ProductDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  if (product.review_count === 0) return <p>{storefrontMessages.noReviews}</p>;
  return (
    <div className="reviews">
      <p className="reviews__summary">
        <StarRating rating={product.avg_rating} /> {formatText(storefrontMessages.reviewSummary, { rating: product.avg_rating.toFixed(1), count: count(product.review_count) })}
      </p>
      {product.reviews.length === 0 ? <p>{storefrontMessages.noWrittenReviews}</p> : null}
      <ul className="reviews__list">
        {product.reviews.map((review) => (
          <li key={review.id} className="review">
            <StarRating rating={review.rating} />
            <h3>{review.title}</h3>
            <p>{review.body}</p>
            <p className="review__meta">
              {review.author} · <time dateTime={review.created_at}>{review.created_at.slice(0, 10)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
