// /customized-quatation: bulk and project buyers ask for a custom quote. Signed-in
// customers go straight to the quote builder; everyone can send a quotation request by
// mail with the inquiry form.
import { isSignedInAtom, useStoredAtomValue } from '@horeca/widgets';
import { Link } from 'react-router';
import { InquiryForm } from '../components/inquiry-form';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

export default function CustomQuotePage() {
  const { storefront: storefrontMessages } = useWords();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  usePageMeta({ title: storefrontMessages.customQuoteTitle, description: storefrontMessages.customQuoteBody, canonical: '/customized-quatation' });
  return (
    <div className="custom-quote">
      <h1>{storefrontMessages.customQuoteTitle}</h1>
      <p>{storefrontMessages.customQuoteBody}</p>
      <ul className="pm-cards">
        {storefrontMessages.customQuotePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <Link className="button button--primary" to={signedIn ? '/create-quotation' : '/login'}>
          {signedIn ? storefrontMessages.buildQuote : storefrontMessages.signInToQuote}
        </Link>
      </p>
      <section aria-labelledby="quote-form">
        <h2 id="quote-form">{storefrontMessages.requestByMail}</h2>
        <InquiryForm defaultSubject="quotation" />
      </section>
    </div>
  );
}
