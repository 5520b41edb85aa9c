// /shop-by-sale/{id}: a sale's banner and its products, sorted and paginated.
import { useParams } from 'react-router';
import { saleListing } from '../resources/catalogue';
import { formatText } from '../lib/messages';
import { OwnedListing } from './owned-listing';
import { useWords } from '../lib/words';

export default function SalePage() {
  const { storefront: storefrontMessages } = useWords();
  const { id = '' } = useParams();
  return (
    <OwnedListing
      source={saleListing(Number(id))}
      meta={(sale) => ({ title: sale.name, description: sale.description, canonical: `/shop-by-sale/${id}` })}
      loadingMeta={{ canonical: `/shop-by-sale/${id}` }}
      name={(sale) => sale.name}
      intro={(sale) => (
        <div className="sale-banner">
          <img src={sale.banner} alt="" width="1200" height="300" decoding="async" />
          <p>{sale.description}</p>
          <p className="sale-banner__ends">{formatText(storefrontMessages.saleEnds, { date: sale.ends_at.slice(0, 10) })}</p>
        </div>
      )}
      showFilters={false}
    />
  );
}
