// /brands/{id}, /brands/{id}/{slug} and /selected-brand/{id}: a brand's products (id or
// slug), sorted, filtered by price and stock, paginated.
import { Link, useParams } from 'react-router';
import { brandListing } from '../../resources/catalogue';
import { formatText } from '../../lib/messages';
import { OwnedListing } from '../owned-listing';
import { useWords } from '../../lib/words';

export default function BrandPage() {
  const { storefront: storefrontMessages } = useWords();
  const { id = '' } = useParams();
  return (
    <OwnedListing
      source={brandListing(id)}
      meta={(brand) => ({ title: brand.name, description: formatText(storefrontMessages.brandDescription, { name: brand.name }), canonical: `/brands/${brand.id}/${brand.slug}`, preview: brand.logo ? { image: { url: brand.logo } } : undefined })}
      name={(brand) => brand.name}
      intro={(brand) => (
        <div className="brand-head">
          <img src={brand.logo} alt="" width="160" height="80" decoding="async" />
          <p>{brand.description}</p>
          <Link to={`/about-brand/${brand.id}`}>{formatText(storefrontMessages.aboutBrand, { name: brand.name })}</Link>
        </div>
      )}
    />
  );
}
