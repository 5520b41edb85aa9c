// /return-order/{id} and /registration/return-orders/{id} (docs/behaviour.md §2.5, §5): pick an
// order line, a quantity, one of the five reasons, a description, photos and videos with
// previews and upload progress. Only what can still be returned is offered: each line says how
// many units are left ("1 of 2 left to return"; the spec's "1 to ordered" counts only units not
// already in a return), and a fully returned line is named, not offered. Without a product or
// a reason the page scrolls to the top with 'Please select a product or reason.'. Success
// toasts the server's message and goes to /registration/all-orders, in its Returns view;
// failure keeps everything typed.
import { createApiClient, normalizeApiError, type OrderDetail, type OrderLine } from '@horeca/core/api';
import { collectErrors, schemaIn } from '@horeca/core/fields';
import { RETURN_REASONS, returnRequestSchema } from '@horeca/core/order';
import { authTokenAtom, useCoreMessages, useSay, useToast, useWidgetConfig } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrder } from '../../resources/orders';
import { requestLanguage } from '../../resources/request-language';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { MediaPicker } from './media-picker';
import { progressFetch } from './progress-fetch';
import { useReasonLabel } from './reason-label';
import { useWords } from '../../lib/words';

export function ReturnOrderPage() {
  const { commerce: text, returns: returnsText } = useWords();
  const messages = useCoreMessages();
  useCommercePage(messages.returns.heading, returnsText.description);
  const { id } = useParams();
  const order = useOrder(id);
  const data = order.data;
  return (
    <div className="cf-page">
      <nav aria-label="Breadcrumb">
        <p className="cf-hint">{messages.returns.breadcrumb}</p>
      </nav>
      <h1>{messages.returns.heading}</h1>
      {order.isLoading ? <p role="status">{text.loading}</p> : null}
      {order.error ? <p role="alert" className="cf-banner cf-banner-error">{order.error.message}</p> : null}
      {data ? <Returnable order={data} /> : null}
    </div>
  );
}

/** The form for what is left to return, or why nothing is. */
function Returnable({ order }: { order: OrderDetail }) {
  const { returns: returnsText } = useWords();
  const left = order.order_products.filter((line) => line.returnable_quantity > 0);
  const done = order.order_products.filter((line) => line.returnable_quantity === 0);
  const toOrder = <Link to={`/order-details/${encodeURIComponent(String(order.id))}`}>{returnsText.viewOrder}</Link>;
  if (order.can_return) {
    return (
      <>
        {done.length > 0 ? <p className="cf-hint">{returnsText.alreadyReturned(done.map((line) => line.product.name).join(', '))}</p> : null}
        <ReturnForm orderId={order.id} lines={left} />
      </>
    );
  }
  // Not returnable with units left: returns have not opened yet (they open once processing starts).
  return (
    <>
      <p>{left.length === 0 ? returnsText.allReturned : returnsText.notReturnable}</p>
      <p>{toOrder}</p>
    </>
  );
}

function ReturnForm({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  const { returns: returnsText } = useWords();
  const store = useStore();
  const toast = useToast();
  const messages = useCoreMessages();
  const say = useSay();
  const reasonLabel = useReasonLabel();
  const navigate = useNavigate();
  const { apiBase } = useWidgetConfig();
  const top = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<OrderLine | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = (picked: OrderLine) => {
    setLine(picked);
    // docs/behaviour.md §4: the quantity starts at the ordered quantity: here, all the units left to return.
    setQuantity(picked.returnable_quantity);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const values = {
      order_id: orderId,
      product_id: line?.product_id ?? '',
      quantity,
      reason,
      description,
      product_images: photos,
      product_videos: videos,
    };
    const found = collectErrors(schemaIn(returnRequestSchema, say), values, { orderedQuantity: line?.returnable_quantity });
    setErrors(found);
    if (found.product_id || found.reason) {
      setBanner(messages.returns.productOrReasonRequired);
      top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      return;
    }
    setBanner(null);
    if (Object.keys(found).length > 0 || !line) return;
    setProgress(0);
    const client = createApiClient({ baseURL: apiBase, getToken: () => store.get(authTokenAtom), getLocale: requestLanguage, fetch: progressFetch(setProgress) });
    void client
      .submitReturn(line.id, { ...values, product_id: line.product_id, description: description.trim() })
      .then((answer) => {
        toast({ channel: 'app', tone: 'success', text: answer.message });
        navigate('/registration/all-orders?view=returns');
      })
      .catch((error: unknown) => {
        const failure = normalizeApiError(error);
        toast({ channel: 'app', tone: 'error', text: failure.message });
        setErrors(failure.fieldErrors);
        setProgress(null);
      });
  };

  const busy = progress !== null;
  const side = line?.product.images[0];
  return (
    <div className="cf-return" ref={top}>
      <form className="cf-form" noValidate onSubmit={submit} aria-label={messages.returns.heading} aria-busy={busy}>
        <div role="alert">{banner ? <p className="cf-banner cf-banner-error">{banner}</p> : null}</div>
        <fieldset className="cf-form">
          <legend>{returnsText.pickProduct}</legend>
          {lines.map((option) => (
            <label key={String(option.id)} className="cf-choice">
              <input type="radio" name="product" checked={line?.id === option.id} onChange={() => pick(option)} />
              {option.product.images[0] ? <img src={option.product.images[0]} alt="" width={48} height={48} /> : null}
              <span>
                {option.product.name} <span className="cf-hint">({returnsText.left(option.returnable_quantity, option.quantity)})</span>
              </span>
            </label>
          ))}
        </fieldset>
        {line ? (
          <div className="cf-field">
            <span id="return-quantity-label">{returnsText.quantity}</span>
            <div className="cf-stepper" role="group" aria-labelledby="return-quantity-label">
              <button type="button" className="cf-secondary" aria-label={returnsText.decrease} disabled={quantity <= 1} onClick={() => setQuantity((value) => Math.max(1, value - 1))}>
                −
              </button>
              <output aria-live="polite">{quantity}</output>
              <button type="button" className="cf-secondary" aria-label={returnsText.increase} disabled={quantity >= line.returnable_quantity} onClick={() => setQuantity((value) => Math.min(line.returnable_quantity, value + 1))}>
                +
              </button>
            </div>
            {errors.quantity?.[0] ? <p className="cf-error">{errors.quantity[0]}</p> : null}
          </div>
        ) : null}
        <div className="cf-field">
          <label htmlFor="return-reason">{returnsText.reason}</label>
          <select id="return-reason" value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">{returnsText.chooseReason}</option>
            {RETURN_REASONS.map((option) => (
              // The API takes the English reason; the shopper reads it in the page's language.
              <option key={option} value={option}>
                {reasonLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor="return-description">{returnsText.details}</label>
          <textarea id="return-description" rows={4} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        <MediaPicker kind="image" label={returnsText.photos} addLabel={returnsText.addPhotos} files={photos} onChange={setPhotos} error={errors.product_images?.[0]} />
        <MediaPicker kind="video" label={returnsText.videos} addLabel={returnsText.addVideo} files={videos} onChange={setVideos} error={errors.product_videos?.[0]} />
        {busy ? <progress aria-label={returnsText.progress} max={100} value={Math.round((progress ?? 0) * 100)} /> : null}
        <p className="cf-actions">
          <button type="submit" className="cf-primary" disabled={busy}>
            {busy ? returnsText.submitting : returnsText.submit}
          </button>
          <Link to="/my-order">{returnsText.cancel}</Link>
        </p>
      </form>
      <aside className="cf-return-visual" aria-hidden="true">
        {side ? <img src={side} alt="" /> : null}
      </aside>
    </div>
  );
}
