// /seo/{id}: an SEO landing page: its heading, copy (sanitised) and top products.
import type { Product } from '@horeca/core/product';
import { useParams } from 'react-router';
import { HtmlContent } from '../components/html-content';
import { PageData } from '../components/page-state';
import { ProductGrid } from '../components/product-grid';
import { useSeoPage } from '../resources/content';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

export default function SeoPage() {
  const { id = '' } = useParams();
  const { data, error, reload } = useSeoPage(id);
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => <SeoContent page={answer.data} products={answer.products as Product[]} />}
    </PageData>
  );
}

function SeoContent({ page, products }: { page: { id: number; title: string; heading: string; body: string; meta_title: string; meta_description: string }; products: Product[] }) {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: page.meta_title || page.title, description: page.meta_description, canonical: `/seo/${page.id}` });
  return (
    <article className="seo-page">
      <h1>{page.heading}</h1>
      <HtmlContent html={page.body} />
      <h2>{storefrontMessages.topProducts}</h2>
      <ProductGrid products={products} label={page.heading} />
    </article>
  );
}
