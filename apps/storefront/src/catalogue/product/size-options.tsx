// The size options of docs/behaviour.md §2.10: the other sizes or capacities of the product's family
// (same subcategory, brand, type and configuration; the API works them out). Each size is
// a link to that product's page; the shown product's size is marked current.
import { type ProductDetail } from '@horeca/core/api';
import { productPath } from '@horeca/core/routing';
import { useId } from 'react';
import { Link } from 'react-router';
import { useWords } from '../../lib/words';

export function SizeOptions({ product }: { product: ProductDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const labelId = useId();
  const options = product.size_options ?? [];
  if (options.length < 2) return null;
  return (
    <div className="size-options">
      <p id={labelId} className="size-options__label">{storefrontMessages.size}</p>
      <ul aria-labelledby={labelId} className="size-options__list">
        {options.map((option) => (
          <li key={option.product_id}>
            <Link to={productPath({ ...product, url: option.url })} className="size-options__choice" aria-current={option.current ? 'page' : undefined}>
              {option.size}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
