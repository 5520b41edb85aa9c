// /faq (docs/behaviour.md §2.11): About, Ordering, Delivery, Payments, Returns and Support, in the
// storefront's variant (US or UAE). Each question is a disclosure; answers may hold simple
// markup and are sanitised.
import { useState } from 'react';
import { HtmlContent } from '../components/html-content';
import { PageData } from '../components/page-state';
import { useStorefront } from '../lib/storefront-context';
import { useFaqs } from '../resources/content';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

export default function FaqPage() {
  const { storefront: storefrontMessages } = useWords();
  const storefront = useStorefront();
  usePageMeta({ title: storefrontMessages.faqTitle, description: storefrontMessages.faqDescription, canonical: '/faq' });
  const { data, error, reload } = useFaqs(storefront);
  const [group, setGroup] = useState<string | null>(null);
  return (
    <div className="faq-page">
      <h1>{storefrontMessages.faqTitle}</h1>
      <PageData data={data} error={error} reload={reload}>
        {(answer) => {
          const active = group ?? answer.data[0]?.type ?? null;
          const shown = answer.data.find((item) => item.type === active);
          return (
            <div className="faq-layout">
              <nav aria-label={storefrontMessages.faqTopics} className="faq-topics">
                {answer.data.map((item) => (
                  <button key={item.type} type="button" aria-pressed={item.type === active} onClick={() => setGroup(item.type)}>
                    {item.type}
                  </button>
                ))}
              </nav>
              {shown ? (
                <section aria-labelledby="faq-group-title" className="faq-group">
                  <h2 id="faq-group-title">{shown.type}</h2>
                  {shown.questions.map((item) => (
                    <details key={item.question} className="faq-item">
                      <summary>{item.question}</summary>
                      <HtmlContent html={item.answer} />
                    </details>
                  ))}
                </section>
              ) : null}
            </div>
          );
        }}
      </PageData>
    </div>
  );
}
