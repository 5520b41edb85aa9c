// The size-option list of spec 2.10 (1.1, 1.5 and 2.0 cu. ft.), offered on refrigeration
// products, the only ones sold by cubic capacity.
import type { ProductDetail } from '@horeca/core';
import { useState } from 'react';
import { storefrontMessages } from '../../lib/messages';

export function SizeOptions({ product }: { product: ProductDetail }) {
  const [chosen, setChosen] = useState<string>(storefrontMessages.sizeOptions[0]);
  if (product.department_slug !== 'refrigeration') return null;
  return (
    <fieldset className="size-options">
      <legend>{storefrontMessages.size}</legend>
      {storefrontMessages.sizeOptions.map((size) => (
        <label key={size} className="size-options__choice">
          <input type="radio" name="size" value={size} checked={chosen === size} onChange={() => setChosen(size)} />
          <span>{size}</span>
        </label>
      ))}
    </fieldset>
  );
}
