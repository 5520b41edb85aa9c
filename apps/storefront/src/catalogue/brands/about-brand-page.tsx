// /about-brand/{id}: the brand's story, origin, departments it supplies and a link to its
// products.
import { Link, useParams } from 'react-router';
import { PageData } from '../../components/page-state';
import type { BrandDetail } from '@horeca/core/api';
import { useNumbers } from '@horeca/widgets';
import { formatText } from '../../lib/messages';
import { useBrand } from '../../resources/catalogue';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

export default function AboutBrandPage() {
  const { id = '' } = useParams();
  const { data, error, reload } = useBrand(id);
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => <AboutBrand brand={answer.data} />}
    </PageData>
  );
}

function AboutBrand({ brand }: { brand: BrandDetail }) {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  const title = formatText(storefrontMessages.aboutBrand, { name: brand.name });
  usePageMeta({ title, description: brand.description, canonical: `/about-brand/${brand.id}`, preview: { image: { url: brand.logo } } });
  return (
    <article className="about-brand">
      <img src={brand.logo} alt={brand.name} width="200" height="100" decoding="async" />
      <h1>{title}</h1>
      <p>{brand.description}</p>
      <dl className="facts">
        <dt>{storefrontMessages.origin}</dt>
        <dd>{brand.country}</dd>
        <dt>{storefrontMessages.products}</dt>
        <dd>{count(brand.product_count)}</dd>
      </dl>
      {brand.departments.length > 0 ? (
        <>
          <h2>{storefrontMessages.departments}</h2>
          <ul className="chips">
            {brand.departments.map((department) => (
              <li key={department.id}>
                <Link className="chip" to={`/${department.slug}`}>{department.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link className="button button--primary" to={`/brands/${brand.id}/${brand.slug}`}>
          {formatText(storefrontMessages.shopBrand, { name: brand.name })}
        </Link>
      </p>
    </article>
  );
}
