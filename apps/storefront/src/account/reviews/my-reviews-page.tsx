// /registration/reviews: the customer's own reviews and the products of their delivered
// orders still waiting for one, each with its way to /review.
import { Link } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { LoadError } from '../../components/load-error';
import { useAccountReviews } from '../../resources/account';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

export function Stars({ rating }: { rating: number }) {
  const { reviews: reviewsText } = useWords();
  return (
    <span role="img" aria-label={reviewsText.rated(rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

export function MyReviewsPage() {
  const { commerce: text, reviews: reviewsText } = useWords();
  const { date } = useNumbers();
  useCommercePage(reviewsText.listTitle, reviewsText.listIntro);
  const reviews = useAccountReviews();
  const data = reviews.data;
  return (
    <section aria-labelledby="reviews-heading" className="cf-form">
      <h1 id="reviews-heading">{reviewsText.listTitle}</h1>
      <p>{reviewsText.listIntro}</p>
      {reviews.isLoading ? <p role="status">{text.loading}</p> : null}
      <LoadError data={reviews} />
      {data ? (
        <>
          {data.data.length === 0 ? <p>{reviewsText.none}</p> : null}
          <ul className="cf-plain cf-form">
            {data.data.map((review) => (
              <li key={String(review.id)} className="cf-summary">
                <h2>{review.title}</h2>
                <p>
                  <Link to={review.product.path} state={{ productId: review.product.id }}>
                    {review.product.name}
                  </Link>{' '}
                  · <Stars rating={review.rating} /> · {reviewsText.writtenOn(date(review.created_at))}
                </p>
                <p>{review.body}</p>
              </li>
            ))}
          </ul>
          <h2>{reviewsText.pendingHeading}</h2>
          {data.to_review.length === 0 ? <p>{reviewsText.nonePending}</p> : null}
          <ul className="cf-plain">
            {data.to_review.map(({ product, order_number: orderNumber }) => (
              <li key={String(product.id)} className="cf-line">
                {product.image ? <img src={product.image} alt="" /> : <span aria-hidden="true" />}
                <span>
                  {product.name} <span className="cf-hint">{reviewsText.fromOrder(orderNumber)}</span>
                </span>
                <Link to={`/review?product=${product.id}`}>{reviewsText.writeFor(product.name)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
