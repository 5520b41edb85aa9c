// Home (docs/behaviour.md §2.1 '/'): the hero slider, the home category menu, department carousels,
// current sales and the shopper's recently browsed products.
import { DEPARTMENTS } from '@horeca/core/constants';
import { Link } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { formatText } from '../../lib/messages';
import { slidersRead, useSliders } from '../../resources/content';
import { homeCategoriesRead, salesRead, useHomeCategories, useSales } from '../../resources/catalogue';
import type { ServerReadsHandle } from '../../ssr/route-reads';
import { usePageMeta } from '../../lib/use-page-meta';
import { RecentlyBrowsed } from '../product/recently-browsed';
import { DepartmentCarousel } from './department-carousel';
import { FlashSaleSection } from './flash-sale-section';
import { HeroSlider } from './hero-slider';
import { useWords } from '../../lib/words';

const CAROUSEL_DEPARTMENTS = DEPARTMENTS.slice(0, 3);

export default function HomePage() {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  usePageMeta({ title: storefrontMessages.homeTitle, description: storefrontMessages.homeDescription, canonical: '/' });
  const sliders = useSliders();
  const homeCategories = useHomeCategories();
  const sales = useSales();
  const tilesSettled = homeCategories.data !== undefined || homeCategories.error !== undefined;

  return (
    <div className="home">
      <h1 className="visually-hidden">{storefrontMessages.homeHeading}</h1>
      <HeroSlider slides={sliders.data?.items} />
      <section className="home-categories" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title">{storefrontMessages.shopByCategory}</h2>
        <ul className="tiles">
          {(homeCategories.data ?? []).map((category) => (
            <li key={category.id}>
              <Link to={category.url} className="tile">
                <img src={category.image} alt="" width="96" height="96" loading="lazy" decoding="async" />
                <span className="tile__name">{category.title}</span>
                <span className="tile__count">{formatText(storefrontMessages.productCount, { count: count(category.product_count) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {/* What follows the tiles waits for them: drawn earlier, it would sit in view and
          then jump down when the tiles arrive (a layout shift). */}
      {tilesSettled && sales.data ? <FlashSaleSection sales={sales.data.data} /> : null}
      {tilesSettled ? CAROUSEL_DEPARTMENTS.map((department) => <DepartmentCarousel key={department.slug} department={department} />) : null}
      {tilesSettled && sales.data && sales.data.data.length > 0 ? (
        <section className="home-sales" aria-labelledby="home-sales-title">
          <h2 id="home-sales-title">{storefrontMessages.shopBySale}</h2>
          <ul className="sale-list">
            {sales.data.data.map((sale) => (
              <li key={sale.id}>
                <Link to={`/shop-by-sale/${sale.id}`} className="sale-card">
                  <span className="sale-card__name">{sale.name}</span>
                  <span>{sale.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tilesSettled ? <RecentlyBrowsed /> : null}
    </div>
  );
}

/** The server reads them before it renders (ssr/route-reads.ts); the flash sale's products are read near the screen, in the browser. */
export const handle: ServerReadsHandle = { serverReads: ({ read }) => Promise.all([read(slidersRead), read(homeCategoriesRead), read(salesRead)]) };
