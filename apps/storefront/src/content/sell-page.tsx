// /sell-on-horeca: the seller page (copy from the API's sell-on-horeca page) and an inquiry
// form to reach the partnerships team.
import { PageData } from '../components/page-state';
import { InquiryForm } from '../components/inquiry-form';
import { useInfoPage } from '../resources/content';
import { InfoArticle } from './info-page';
import { useWords } from '../lib/words';

export default function SellPage() {
  const { storefront: storefrontMessages } = useWords();
  const { data, error, reload } = useInfoPage('sell-on-horeca');
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => (
        <InfoArticle page={answer.data} canonical="/sell-on-horeca">
          <section aria-labelledby="sell-form-title">
            <h2 id="sell-form-title">{storefrontMessages.becomeSeller}</h2>
            <InquiryForm defaultSubject="feedback" />
          </section>
        </InfoArticle>
      )}
    </PageData>
  );
}
