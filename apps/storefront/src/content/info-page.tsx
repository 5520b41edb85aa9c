// Information and policy pages from the API (/pages/{id}, /pages/about-us, the footer's
// policy pages, /terms-condition). The body is server HTML, sanitised before rendering.
import type { InfoPage as InfoPageData } from '@horeca/core/api';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { HtmlContent } from '../components/html-content';
import { PageData } from '../components/page-state';
import { useInfoPage } from '../resources/content';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

/** /terms-condition is the older address of the terms page. */
export function pageSlug(pathname: string, id: string | undefined): string {
  return pathname.replace(/\/+$/, '') === '/terms-condition' ? 'terms-conditions' : (id ?? '');
}


export function InfoArticle({ page, canonical, children }: { page: InfoPageData; canonical: string; children?: ReactNode }) {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: page.title, description: page.meta_description, canonical });
  return (
    <article className="info-page">
      <h1>{page.title}</h1>
      <HtmlContent html={page.body} />
      {children}
      <p className="info-page__updated">
        {storefrontMessages.lastUpdated} <time dateTime={page.updated_at}>{page.updated_at.slice(0, 10)}</time>
      </p>
    </article>
  );
}

export default function InfoPage() {
  const { id } = useParams();
  const slug = pageSlug(useLocation().pathname, id);
  const { data, error, reload } = useInfoPage(slug);
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => <InfoArticle page={answer.data} canonical={`/pages/${answer.data.slug}`} />}
    </PageData>
  );
}
