// /brand-page-four: the brand showcase: featured brands, or when none is flagged the
// brands with the largest ranges.
import { Link } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { PageData } from '../../components/page-state';
import { formatText } from '../../lib/messages';
import { useBrands } from '../../resources/catalogue';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

const SHOWCASE_SIZE = 12;

export default function FeaturedBrandsPage() {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  usePageMeta({ title: storefrontMessages.featuredBrands, description: storefrontMessages.allBrandsDescription, canonical: '/brand-page-four' });
  const { data, error, reload } = useBrands();
  return (
    <>
      <h1>{storefrontMessages.featuredBrands}</h1>
      <PageData data={data} error={error} reload={reload}>
        {(answer) => {
          const featured = answer.data.filter((brand) => brand.is_featured);
          const shown = (featured.length > 0 ? featured : [...answer.data].sort((a, b) => b.product_count - a.product_count)).slice(0, SHOWCASE_SIZE);
          return (
            <ul className="brand-grid brand-grid--large">
              {shown.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/brands/${brand.id}/${brand.slug}`} className="brand-card">
                    <img src={brand.logo} alt="" width="160" height="80" loading="lazy" decoding="async" />
                    <span className="brand-card__name">{brand.name}</span>
                    <span className="brand-card__count">{formatText(storefrontMessages.productCount, { count: count(brand.product_count) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </PageData>
      <p className="link-line">
        <Link to="/all-brands">{storefrontMessages.allBrands}</Link>
      </p>
    </>
  );
}
