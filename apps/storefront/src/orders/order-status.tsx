// The order's progress as a list of steps, the current one marked for assistive tech too.
import type { OrderStatus } from '@horeca/core/api';
import { useWords } from '../lib/words';

const STEPS: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

export function OrderStatusSteps({ status }: { status: OrderStatus }) {
  const { orders: ordersText } = useWords();
  if (status === 'cancelled') return <p className="cf-banner cf-banner-error">{ordersText.cancelledAlready}</p>;
  const reached = STEPS.indexOf(status);
  return (
    <ol className="cf-steps" aria-label={ordersText.status}>
      {STEPS.map((step, index) => (
        <li key={step} data-state={index < reached ? 'done' : index === reached ? 'current' : 'todo'} aria-current={index === reached ? 'step' : undefined}>
          {ordersText.statusLabel[step]}
        </li>
      ))}
    </ol>
  );
}
