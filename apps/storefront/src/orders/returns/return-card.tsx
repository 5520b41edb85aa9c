// One return as a buyer follows it, on its order's page and in My Orders' Returns view: the
// product, quantity and reason, its state, its timeline, staff's reason when it was rejected,
// and, while it is still a request, a way to withdraw it (asked once more before it is done).
import { normalizeApiError, type OrderReturn } from '@horeca/core/api';
import { useNumbers, useToast } from '@horeca/widgets';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../resources/client';
import { useReasonLabel } from './reason-label';
import { ReturnTimeline } from './return-timeline';
import { useWords } from '../../lib/words';

export interface ReturnCardProps {
  ret: OrderReturn;
  /** In the Returns view: the order it belongs to, linked. */
  order?: { id: number; number: string };
  /** After a withdrawal (or a refused one): read the order or the list again. */
  onChanged: () => void;
}

export function ReturnCard({ ret, order, onChanged }: ReturnCardProps) {
  const { returns: returnsText } = useWords();
  const reasonLabel = useReasonLabel();
  const { money } = useNumbers();
  const picture = ret.product.images[0];
  const headingId = `return-${ret.id}`;
  return (
    <article className="cf-return-card" aria-labelledby={headingId}>
      <div className="cf-return-head">
        {picture ? <img src={picture} alt="" width={56} height={56} loading="lazy" /> : <span className="cf-thumb-empty" />}
        <div>
          <h3 id={headingId} className="cf-line-name">
            {returnsText.number(ret.id)}: {ret.product.name}
          </h3>
          {order ? (
            <p className="cf-hint">
              <Link to={`/order-details/${encodeURIComponent(String(order.id))}`}>{returnsText.ofOrder(order.number)}</Link>
            </p>
          ) : null}
          <p className="cf-hint">
            {returnsText.quantityOf(ret.quantity)} · {returnsText.valueOf(money(ret.value, ret.storefront))} · {returnsText.reasonOf(reasonLabel(ret.reason))}
          </p>
        </div>
        <p className="cf-return-state" data-status={ret.status}>
          {returnsText.status[ret.status]}
        </p>
      </div>
      <ReturnTimeline ret={ret} />
      {ret.status === 'rejected' && ret.rejection_reason ? (
        <p className="cf-banner cf-banner-error">
          {/* Staff's words, in whatever language they wrote: isolated, so an English reason reads right on an Arabic page. */}
          {returnsText.notAccepted}: <bdi>{ret.rejection_reason}</bdi>
        </p>
      ) : null}
      {ret.can_withdraw ? <WithdrawReturn id={ret.id} onChanged={onChanged} /> : null}
    </article>
  );
}

function WithdrawReturn({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { returns: returnsText } = useWords();
  const toast = useToast();
  const [step, setStep] = useState<'idle' | 'asking' | 'busy'>('idle');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'asking') confirm.current?.focus();
  }, [step]);

  const withdraw = async () => {
    setStep('busy');
    try {
      const answer = await api.withdrawReturn(id);
      toast({ channel: 'app', tone: 'success', text: answer.message });
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
    }
    setStep('idle');
    onChanged();
  };

  if (step === 'idle') {
    return (
      <p className="cf-actions">
        <button type="button" className="cf-secondary" onClick={() => setStep('asking')}>
          {returnsText.withdraw(id)}
        </button>
      </p>
    );
  }
  return (
    <div role="group" aria-label={returnsText.withdraw(id)} className="cf-form">
      <p>{returnsText.withdrawQuestion}</p>
      <p className="cf-actions">
        <button ref={confirm} type="button" className="cf-primary" disabled={step === 'busy'} onClick={() => void withdraw()}>
          {step === 'busy' ? returnsText.withdrawing : returnsText.withdrawConfirm}
        </button>
        <button type="button" className="cf-secondary" disabled={step === 'busy'} onClick={() => setStep('idle')}>
          {returnsText.keep}
        </button>
      </p>
    </div>
  );
}
