// /review: write a review of a product from one of the customer's delivered orders
// (?product={id} preselects it). Core's reviewSchema checks the fields here as the API
// does; the API's errors land at their fields (a 409, reviewed already, at the product too)
// and in the banner.
import { normalizeApiError } from '@horeca/core/api';
import { reviewSchema, type ReviewInput } from '@horeca/core/forms';
import { useToast } from '@horeca/widgets';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../resources/client';
import { TextField } from '../../forms/text-field';
import { showFieldErrors, useCoreForm } from '../../forms/use-core-form';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useAccountReviews } from '../../resources/account';
import { useWords } from '../../lib/words';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="cf-error" id={id}>
      {message}
    </p>
  ) : null;
}

export function WriteReviewPage() {
  const { commerce: text, reviews: reviewsText } = useWords();
  useCommercePage(reviewsText.formTitle, reviewsText.formIntro);
  const [params] = useSearchParams();
  const reviews = useAccountReviews();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useCoreForm(reviewSchema, { product_id: params.get('product') ?? '', rating: '', title: '', body: '' });
  const [banner, setBanner] = useState<string | null>(null);
  const choices = reviews.data?.to_review ?? [];

  const submit = form.submitWith(
    async (values) => {
      try {
        const answer = await api.postReview(reviewSchema.cast(values) as ReviewInput);
        toast({ channel: 'app', tone: 'success', text: answer.message });
        await reviews.reload();
        navigate('/registration/reviews');
      } catch (error) {
        const failure = normalizeApiError(error);
        showFieldErrors(form, failure.fieldErrors);
        setBanner(failure.message);
      }
    },
    () => setBanner(null),
  );
  const errors = form.messages;

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="review-heading" aria-busy={form.busy}>
        <h1 id="review-heading">{reviewsText.formTitle}</h1>
        <p>{reviewsText.formIntro}</p>
        {reviews.isLoading ? <p role="status">{text.loading}</p> : null}
        {reviews.error ? <p role="alert" className="cf-banner cf-banner-error">{reviews.error.message}</p> : null}
        {banner ? <p role="alert" className="cf-banner cf-banner-error">{banner}</p> : null}
        {reviews.data && choices.length === 0 ? (
          <p>
            {reviewsText.nothingToReview} <Link to="/my-order">{reviewsText.myOrders}</Link> · <Link to="/registration/reviews">{reviewsText.allMine}</Link>
          </p>
        ) : null}
        {choices.length > 0 ? (
          <>
            <div className="cf-field">
              <label htmlFor="review-product">{reviewsText.product}</label>
              <select
                id="review-product"
                value={String(form.values.product_id)}
                onChange={(event) => form.change('product_id', event.target.value)}
                aria-invalid={errors.product_id ? true : undefined}
                aria-describedby={errors.product_id ? 'review-product-error' : undefined}
              >
                <option value="">{reviewsText.chooseProduct}</option>
                {choices.map(({ product }) => (
                  <option key={String(product.id)} value={String(product.id)}>
                    {product.name}
                  </option>
                ))}
              </select>
              <FieldError id="review-product-error" message={errors.product_id} />
            </div>
            <fieldset className="cf-field" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
              <legend>{reviewsText.rating}</legend>
              <div className="cf-field-row">
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label key={stars}>
                    <input type="radio" name="rating" value={stars} checked={form.values.rating === String(stars)} onChange={() => form.change('rating', String(stars))} />{' '}
                    {reviewsText.stars(stars)}
                  </label>
                ))}
              </div>
              <FieldError id="review-rating-error" message={errors.rating} />
            </fieldset>
            <TextField label={reviewsText.title} {...form.field('title')} maxLength={200} />
            <div className="cf-field">
              <label htmlFor="review-body">{reviewsText.body}</label>
              <textarea
                id="review-body"
                rows={5}
                value={form.values.body}
                onChange={(event) => form.change('body', event.target.value)}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={errors.body ? 'review-body-error' : undefined}
              />
              <FieldError id="review-body-error" message={errors.body} />
            </div>
            <button type="submit" className="cf-primary" disabled={form.busy}>
              {form.busy ? reviewsText.submitting : reviewsText.submit}
            </button>
          </>
        ) : null}
      </form>
    </div>
  );
}
