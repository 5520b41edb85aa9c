// Where a return is: the way a return goes (requested, approved, received, refunded), each step
// reached marked done with its date and the latest marked current; a rejected return ends in
// "Rejected" after the steps it reached, a withdrawn one in "Withdrawn" after "Requested".
import type { OrderReturn, ReturnStatus } from '@horeca/core/api';
import { useNumbers } from '@horeca/widgets';
import { useWords } from '../../lib/words';

const THE_WAY: ReturnStatus[] = ['requested', 'approved', 'received', 'refunded'];

export function ReturnTimeline({ ret }: { ret: Pick<OrderReturn, 'id' | 'status' | 'timeline'> }) {
  const { returns: returnsText } = useWords();
  const { date } = useNumbers();
  const reached = new Map(ret.timeline.map((step) => [step.status, step.at]));
  const ended = ret.status === 'rejected' || ret.status === 'withdrawn';
  // An ended return shows the steps it reached and how it ended; an open one the whole way.
  const steps = ended ? [...THE_WAY.filter((step) => reached.has(step)), ret.status] : THE_WAY;
  return (
    <ol className="cf-steps cf-timeline" aria-label={returnsText.progressOf(ret.id)}>
      {steps.map((step) => {
        const at = reached.get(step);
        const current = step === ret.status;
        return (
          <li key={step} data-state={current ? 'current' : at ? 'done' : 'todo'} data-ended={current && ended ? ret.status : undefined} aria-current={current ? 'step' : undefined}>
            <span>{returnsText.status[step]}</span>
            {at ? <time dateTime={at}>{date(at)}</time> : null}
          </li>
        );
      })}
    </ol>
  );
}
