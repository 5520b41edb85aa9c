// /reviews: what customers say, newest first, filterable by stars, each linking to its
// product (GET /api/frontend/reviews).
import { StarRating, useNumbers } from '@horeca/widgets';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageData } from '../components/page-state';
import { Pagination } from '../components/pagination';
import { formatText } from '../lib/messages';
import { useReviews } from '../resources/content';
import { usePageMeta } from '../lib/use-page-meta';
import { useWords } from '../lib/words';

const STARS = [5, 4, 3, 2, 1] as const;

export default function ReviewsPage() {
  const { storefront: storefrontMessages } = useWords();
  const { count } = useNumbers();
  usePageMeta({ title: storefrontMessages.reviewsTitle, description: storefrontMessages.reviewsDescription, canonical: '/reviews' });
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rating = Number(params.get('rating')) || undefined;
  const { data, error, reload } = useReviews(page, rating);
  const filter = (stars: number | undefined) => void navigate(stars ? `${pathname}?rating=${stars}` : pathname);
  return (
    <div className="reviews-page">
      <h1>{storefrontMessages.reviewsTitle}</h1>
      <div className="letter-index" role="group" aria-label={storefrontMessages.filterByStars}>
        <button type="button" aria-pressed={rating === undefined} onClick={() => filter(undefined)}>
          {storefrontMessages.all}
        </button>
        {STARS.map((stars) => (
          <button key={stars} type="button" aria-pressed={rating === stars} onClick={() => filter(stars)}>
            {formatText(storefrontMessages.starsFilter, { n: stars })}
          </button>
        ))}
      </div>
      <PageData data={data} error={error} reload={reload}>
        {(answer) => (
          <>
            <p role="status">{formatText(storefrontMessages.reviewTotal, { count: count(answer.meta.total) })}</p>
            <ul className="reviews__list">
              {answer.data.map((review) => (
                <li key={review.id} className="review review--with-product">
                  {review.product.image ? <img src={review.product.image} alt="" width="80" height="80" loading="lazy" decoding="async" /> : null}
                  <div>
                    <StarRating rating={review.rating} />
                    <h2 className="review__title">{review.title}</h2>
                    <p>{review.body}</p>
                    <p className="review__meta">
                      {review.author} · <time dateTime={review.created_at}>{review.created_at.slice(0, 10)}</time> ·{' '}
                      <Link to={review.product.path} state={{ productId: review.product.id }}>{review.product.name}</Link>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={answer.meta.page} lastPage={answer.meta.last_page} />
          </>
        )}
      </PageData>
    </div>
  );
}
