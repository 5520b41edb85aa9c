// /sitemap: every department, category, brand, information page, blog post and SEO page
// as links (GET /frontend/sitemap), and the product pages in pages of 5000 paths. Search
// engines read the same list as XML at /api/sitemap.xml.
import { Link, useLocation } from 'react-router';
import { PageData } from '../components/page-state';
import { Pagination } from '../components/pagination';
import { formatText } from '../lib/messages';
import { useSitemap, useSitemapProducts } from '../resources/content';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

export default function SitemapPage() {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: storefrontMessages.sitemap, description: storefrontMessages.sitemapDescription, canonical: '/sitemap' });
  const productPage = Math.max(1, Number(new URLSearchParams(useLocation().search).get('page')) || 1);
  const sitemap = useSitemap();
  const products = useSitemapProducts(productPage);
  return (
    <div className="sitemap">
      <h1>{storefrontMessages.sitemap}</h1>
      <p>
        <a href="/api/sitemap.xml">{storefrontMessages.xmlSitemap}</a>
      </p>
      <PageData data={sitemap.data} error={sitemap.error} reload={sitemap.reload}>
        {(map) => (
          <div className="sitemap__sections">
            <SitemapSection title={storefrontMessages.departments} links={map.categories.filter((c) => c.level === 1).map((c) => ({ to: c.path, label: c.slug }))} />
            <SitemapSection title={storefrontMessages.allCategories} links={map.categories.filter((c) => c.level > 1).map((c) => ({ to: c.path, label: c.slug }))} />
            <SitemapSection title={storefrontMessages.allBrands} links={map.brands.map((b) => ({ to: b.path, label: b.slug }))} />
            <SitemapSection title={storefrontMessages.information} links={map.pages.map((p) => ({ to: p.path, label: p.slug }))} />
            <SitemapSection title={storefrontMessages.blogTitle} links={map.blog.map((b) => ({ to: b.path, label: b.path.replace('/blog/', '') }))} />
            <SitemapSection title={storefrontMessages.guides} links={map.seo_pages.map((s) => ({ to: s.path, label: s.path }))} />
            <section aria-labelledby="sitemap-products">
              <h2 id="sitemap-products">{formatText(storefrontMessages.productPages, { page: productPage, pages: map.product_pages })}</h2>
              <PageData data={products.data} error={products.error} reload={products.reload}>
                {(answer) => (
                  <ul className="sitemap__products">
                    {answer.data.map((product) => (
                      <li key={product.id}>
                        <Link to={product.path} state={{ productId: product.id }}>{product.path.split('/').pop()}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </PageData>
              <Pagination page={productPage} lastPage={map.product_pages} />
            </section>
          </div>
        )}
      </PageData>
    </div>
  );
}

function SitemapSection({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const id = `sitemap-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
