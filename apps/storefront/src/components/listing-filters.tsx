// Filters of a listing: brand facets (with counts), a price range and in-stock. Each
// change updates the address; a bad price shows its error at the field and keeps the text.
import type { Id, ListingParams } from '@horeca/core/api';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { checkPriceRange, type PriceRangeErrors } from '../lib/listing-params';
import { formatText } from '../lib/messages';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { useWords } from '../lib/words';

export interface BrandFacet {
  id: Id;
  name: string;
  products: number;
}

/** Filters a page adds before the listing's own (search's subcategories and rating). */
export interface ExtraFilters {
  node: ReactNode;
  /** One of them is set: 'Clear filters' shows and clears them too. */
  active: boolean;
  clear: Record<string, undefined>;
}

export interface ListingFiltersProps {
  params: ListingParams;
  brands?: BrandFacet[];
  onChange: (change: Partial<ListingParams>) => void;
  extra?: ExtraFilters;
}

const SHOWN_BRANDS = 12;

export function ListingFilters({ params, brands = [], onChange, extra }: ListingFiltersProps) {
  const { storefront: storefrontMessages } = useWords();
  const selected = new Set(params.brand ?? []);
  const [showAll, setShowAll] = useState(false);
  const toggleBrand = (id: Id) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ brand: [...next] });
  };
  // Selected brands stay visible even when the list is folded.
  const visible = showAll ? brands : brands.filter((b, index) => index < SHOWN_BRANDS || selected.has(b.id));
  // On a phone the filters sit above the products: folded, the products come first on the
  // screen and do not jump down when the brand list arrives.
  const phone = useMediaQuery(PHONE_QUERY);
  const [unfolded, setUnfolded] = useState(false);
  const bodyId = useId();
  return (
    <aside className="filters" aria-label={storefrontMessages.filters}>
      <h2 className="filters__title">
        {phone ? (
          <button type="button" className="filters__toggle" aria-expanded={unfolded} aria-controls={bodyId} onClick={() => setUnfolded((v) => !v)}>
            {storefrontMessages.filters}
          </button>
        ) : (
          storefrontMessages.filters
        )}
      </h2>
      <div id={bodyId} className="filters__body" hidden={phone && !unfolded}>
        {extra?.node}
        {brands.length > 0 ? (
          <fieldset className="filters__group">
            <legend>{storefrontMessages.brand}</legend>
            {visible.map((brand) => (
              <label key={String(brand.id)} className="check">
                <input type="checkbox" checked={selected.has(brand.id)} onChange={() => toggleBrand(brand.id)} />
                <span>{brand.name}</span>
                <span className="check__count">({brand.products})</span>
              </label>
            ))}
            {brands.length > SHOWN_BRANDS ? (
              <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
                {showAll ? storefrontMessages.fewerBrands : formatText(storefrontMessages.allBrandsCount, { count: brands.length })}
              </button>
            ) : null}
          </fieldset>
        ) : null}
        <PriceRange params={params} onChange={onChange} />
        <fieldset className="filters__group">
          <legend>{storefrontMessages.availability}</legend>
          <label className="check">
            <input type="checkbox" checked={Boolean(params.in_stock)} onChange={(event) => onChange({ in_stock: event.target.checked || undefined })} />
            <span>{storefrontMessages.inStockOnly}</span>
          </label>
        </fieldset>
        {selected.size > 0 || params.min_price !== undefined || params.max_price !== undefined || params.in_stock || extra?.active ? (
          <button type="button" className="button button--outline button--small" onClick={() => onChange({ ...extra?.clear, brand: undefined, min_price: undefined, max_price: undefined, in_stock: undefined })}>
            {storefrontMessages.clearFilters}
          </button>
        ) : null}
      </div>
    </aside>
  );
}

function PriceRange({ params, onChange }: Pick<ListingFiltersProps, 'params' | 'onChange'>) {
  const { storefront: storefrontMessages } = useWords();
  const id = useId();
  const [min, setMin] = useState(params.min_price?.toString() ?? '');
  const [max, setMax] = useState(params.max_price?.toString() ?? '');
  const [errors, setErrors] = useState<PriceRangeErrors>({});
  // The address wins when it changes from outside (Clear filters, back button).
  useEffect(() => setMin(params.min_price?.toString() ?? ''), [params.min_price]);
  useEffect(() => setMax(params.max_price?.toString() ?? ''), [params.max_price]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = checkPriceRange(min, max, { notANumber: storefrontMessages.priceInvalid, minAboveMax: storefrontMessages.priceMinAboveMax });
    setErrors(result.errors);
    if (result.errors.min || result.errors.max) return;
    onChange({ min_price: result.min, max_price: result.max });
  };
  return (
    <form className="filters__group" onSubmit={apply} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="filters__legend">{storefrontMessages.price}</p>
      <div className="price-range">
        <div className="field">
          <label htmlFor={`${id}-min`}>{storefrontMessages.minPrice}</label>
          <input id={`${id}-min`} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} aria-invalid={Boolean(errors.min)} aria-describedby={errors.min ? `${id}-min-error` : undefined} />
          {errors.min ? <p id={`${id}-min-error`} className="field__error">{errors.min}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>{storefrontMessages.maxPrice}</label>
          <input id={`${id}-max`} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} aria-invalid={Boolean(errors.max)} aria-describedby={errors.max ? `${id}-max-error` : undefined} />
          {errors.max ? <p id={`${id}-max-error`} className="field__error">{errors.max}</p> : null}
        </div>
      </div>
      <button type="submit" className="button button--small">{storefrontMessages.applyPrice}</button>
    </form>
  );
}
