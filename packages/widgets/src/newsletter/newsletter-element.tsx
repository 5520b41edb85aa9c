// The React body of <horeca-newsletter>; contract and documentation in newsletter.contract.ts.
import { Newsletter } from './newsletter';
import type { ElementBodyProps } from '../elements/define-element';
import type { HorecaNewsletterEvents } from '../elements/element-events';

export function NewsletterElementBody({ emit }: ElementBodyProps<HorecaNewsletterEvents>) {
  return <Newsletter onSubmitted={(detail) => emit('horeca:submitted', detail)} onFailed={(detail) => emit('horeca:failed', detail)} />;
}
