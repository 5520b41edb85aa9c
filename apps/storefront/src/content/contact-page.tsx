// /pages/contact-us: the page's copy, the storefront's contact details and the inquiry form
// (which opens the mail client, docs/behaviour.md §7).
import { PageData } from '../components/page-state';
import { InquiryForm } from '../components/inquiry-form';
import { SITE_INFO } from '../lib/site-info';
import { useStorefront } from '../lib/storefront-context';
import { ChatAvailability } from '../shell/chat-slot';
import { useInfoPage } from '../resources/content';
import { InfoArticle } from './info-page';
import { useWords } from '../lib/words';

export default function ContactPage() {
  const { storefront: storefrontMessages } = useWords();
  const { data, error, reload } = useInfoPage('contact-us');
  const info = SITE_INFO[useStorefront()];
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => (
        <InfoArticle page={answer.data} canonical="/pages/contact-us">
          <section className="contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{storefrontMessages.contactDetails}</h2>
            <address>
              <p>{info.address}</p>
              <p>
                <a href={`mailto:${info.email}`}>{info.email}</a>
              </p>
              <p>
                <a href={info.phoneHref}>{info.phone}</a>
              </p>
            </address>
            <ChatAvailability />
          </section>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{storefrontMessages.sendMessage}</h2>
            <InquiryForm />
          </section>
        </InfoArticle>
      )}
    </PageData>
  );
}
