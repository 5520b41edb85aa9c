// /all-brands: every brand A-Z, with a letter index that filters the list.
import type { StoreBrand } from '@horeca/core/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { PageData } from '../../components/page-state';
import { formatText } from '../../lib/messages';
import { useBrands } from '../../resources/catalogue';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

export function firstLetter(name: string): string {
  const letter = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : '#';
}

export default function AllBrandsPage() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.allBrands, description: storefrontMessages.allBrandsDescription, canonical: '/all-brands' });
  const { data, error, reload } = useBrands();
  return (
    <>
      <h1>{storefrontMessages.allBrands}</h1>
      <PageData data={data} error={error} reload={reload}>
        {(answer) => <BrandIndex brands={answer.data} />}
      </PageData>
    </>
  );
}

function BrandIndex({ brands }: { brands: StoreBrand[] }) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  const [letter, setLetter] = useState<string | null>(null);
  const letters = [...new Set(brands.map((brand) => firstLetter(brand.name)))].sort();
  const shown = letter ? brands.filter((brand) => firstLetter(brand.name) === letter) : brands;
  return (
    <>
      <div className="letter-index" role="group" aria-label={storefrontMessages.brandsByLetter}>
        <button type="button" aria-pressed={letter === null} onClick={() => setLetter(null)}>
          {storefrontMessages.all}
        </button>
        {letters.map((item) => (
          <button key={item} type="button" aria-pressed={letter === item} onClick={() => setLetter(item)}>
            {item}
          </button>
        ))}
      </div>
      <p role="status">{formatText(storefrontMessages.brandCount, { count: shown.length })}</p>
      <ul className="brand-grid">
        {shown.map((brand) => (
          <li key={brand.id}>
            <Link to={`/brands/${brand.id}/${brand.slug}`} className="brand-card">
              <img src={brand.logo} alt="" width="120" height="60" loading="lazy" decoding="async" />
              <span className="brand-card__name">{brand.name}</span>
              <span className="brand-card__count">{formatText(storefrontMessages.productCount, { count: count(brand.product_count) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
