// /price-match (docs/behaviour.md §2.14): hero with 'Shop With Confidence' (one step back in history)
// and 'Claim My Price Match' (the claim widget as a modal, starting as post-purchase with
// the signed-in customer's details), then why, benefits, how it works, testimonials, the
// comparison table, the rules, a closing call to action and the CEO quote.
import { formatMessage } from '@horeca/core/messages';
import { useCoreMessages, PriceMatchClaim, StarRating, useStoredAtomValue, useToast, userProfileAtom } from '@horeca/widgets';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

export default function PriceMatchPage() {
  const { priceMatch: copy } = useWords();
  const messages = useCoreMessages();
  usePageMeta({ title: copy.title, description: copy.metaDescription, canonical: '/price-match' });
  const navigate = useNavigate();
  const profile = useStoredAtomValue(userProfileAtom, null);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const claimButton = (
    <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
      {messages.claim.openButton}
    </button>
  );

  return (
    <div className="price-match">
      <section className="pm-hero">
        <h1>{copy.heroHeading}</h1>
        <p>{copy.heroBody}</p>
        <div className="pm-hero__actions">
          <button type="button" className="button button--outline" onClick={() => void navigate(-1)}>
            {messages.claim.shopWithConfidence}
          </button>
          {claimButton}
        </div>
      </section>
      <section aria-labelledby="pm-why">
        <h2 id="pm-why">{copy.whyHeading}</h2>
        <p>{copy.whyBody}</p>
      </section>
      <section aria-labelledby="pm-benefits">
        <h2 id="pm-benefits">{copy.benefitsHeading}</h2>
        <ul className="pm-cards">
          {copy.benefits.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pm-steps">
        <h2 id="pm-steps">{copy.stepsHeading}</h2>
        <ol className="pm-steps">
          {copy.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="pm-testimonials">
        <h2 id="pm-testimonials">{copy.testimonialsHeading}</h2>
        <ul className="pm-cards">
          {copy.testimonials.map((item) => (
            <li key={item.author}>
              <figure>
                <StarRating rating={item.rating} />
                <span className="visually-hidden">{formatMessage(copy.ratingOutOf, { rating: item.rating })}</span>
                <blockquote>{item.quote}</blockquote>
                <figcaption>{item.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pm-compare">
        <h2 id="pm-compare">{copy.comparisonHeading}</h2>
        <div className="table-scroll">
          <table className="pm-compare">
            <caption className="visually-hidden">{copy.comparisonCaption}</caption>
            <thead>
              <tr>
                <td />
                {copy.comparisonColumns.map((column) => (
                  <th key={column} scope="col">{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {copy.comparisonRows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  {row.values.map((value, index) => (
                    <td key={copy.comparisonColumns[index]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="pm-rules">
        <h2 id="pm-rules">{copy.rulesHeading}</h2>
        <ul>
          {copy.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <section className="pm-cta" aria-labelledby="pm-cta">
        <h2 id="pm-cta">{copy.ctaHeading}</h2>
        <p>{copy.ctaBody}</p>
        {claimButton}
      </section>
      <figure className="pm-ceo">
        <blockquote>{copy.ceoQuote}</blockquote>
        <figcaption>{copy.ceoName}</figcaption>
      </figure>
      <PriceMatchClaim
        open={open}
        onOpenChange={setOpen}
        trigger={false}
        initialType="post"
        prefill={profile ? { fullName: profile.name, email: profile.email } : undefined}
        onSubmitted={() => toast({ channel: 'app', tone: 'success', text: copy.submitted })}
      />
    </div>
  );
}
