// Tracking: /track-order/{id} for a signed-in customer's own order, and /TrackYourOrder and
// /search-order by order number and the email it was placed with.
import { loginSchema } from '@horeca/core/account';
import { normalizeApiError, type TrackedOrder } from '@horeca/core/api';
import { schemaIn } from '@horeca/core/fields';
import type { Say } from '@horeca/core/messages';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { object, string } from 'yup';
import { useNumbers, useSay } from '@horeca/widgets';
import { api } from '../resources/client';
import { TextField } from '../forms/text-field';
import { useCoreForm } from '../forms/use-core-form';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useOrder } from '../resources/orders';
import { OrderStatusSteps } from './order-status';
import { useWords, type StorefrontWords } from '../lib/words';

export function TrackOwnOrderPage() {
  const { orders: ordersText } = useWords();
  useCommercePage(ordersText.trackTitle);
  const { id } = useParams();
  const order = useOrder(id);
  return (
    <div className="cf-page cf-narrow">
      <h1>{ordersText.trackTitle}</h1>
      {order.error ? <p role="alert" className="cf-banner cf-banner-error">{order.error.message}</p> : null}
      {order.data ? <Tracked order={order.data} /> : null}
    </div>
  );
}

function Tracked({ order }: { order: Pick<TrackedOrder, 'number' | 'status' | 'created_at' | 'order_products'> }) {
  const { orders: ordersText } = useWords();
  const { date } = useNumbers();
  return (
    <section aria-label={ordersText.detailsTitle(order.number)} className="cf-form">
      <h2>{ordersText.detailsTitle(order.number)}</h2>
      <p>{ordersText.placedOn(date(order.created_at))}</p>
      <OrderStatusSteps status={order.status} />
      <ul>
        {order.order_products.map((line, index) => (
          <li key={index}>
            {line.product.name} × {line.quantity}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's own message (the storefront's words) and the login's email rule (core's, by `say`). */
const trackSchema = (ordersText: StorefrontWords['orders'], say: Say) => object({ order_number: string().trim().required(ordersText.trackNumberRequired) }).concat(schemaIn(loginSchema, say).pick(['email']));

export function TrackByNumberPage() {
  const { orders: ordersText } = useWords();
  useCommercePage(ordersText.trackTitle, ordersText.trackIntro);
  const say = useSay();
  const schema = useMemo(() => trackSchema(ordersText, say), [ordersText, say]);
  const form = useCoreForm(schema, { order_number: '', email: '' });
  const [found, setFound] = useState<TrackedOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.submitWith(
    async (values) => {
      try {
        const answer = await api.trackOrder(values.order_number.trim().toUpperCase(), values.email.trim());
        setFound(answer.data);
      } catch (error) {
        setFound(null);
        setProblem(normalizeApiError(error).message);
      }
    },
    () => setProblem(null),
  );

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" noValidate onSubmit={submit} aria-labelledby="track-heading" aria-busy={form.busy}>
        <h1 id="track-heading">{ordersText.trackTitle}</h1>
        <p>{ordersText.trackIntro}</p>
        <TextField
          label={ordersText.trackNumber}
          {...form.field('order_number')}
        />
        <TextField
          label={ordersText.trackEmail}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <button type="submit" className="cf-primary" disabled={form.busy}>
          {form.busy ? ordersText.trackSearching : ordersText.trackSubmit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {problem ? <p className="cf-banner cf-banner-error">{problem}</p> : null}
      </div>
      {found ? <Tracked order={found} /> : null}
    </div>
  );
}
