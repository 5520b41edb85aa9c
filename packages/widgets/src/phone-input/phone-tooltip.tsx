// 'In case we need to contact you about your order': an info button whose tooltip shows on
// hover and on keyboard focus, and hides on Escape (WCAG 1.4.13: dismissable, hoverable).

import { useId, useState } from 'react';
import { useStyles } from '../runtime/styles';
import { phoneInputStyles } from './phone-input.styles';
import { usePhoneMessages, usePhoneWidgetMessages } from '../runtime/use-messages';

export function PhoneTooltip() {
  const phoneMessages = usePhoneMessages();
  const phoneWidgetMessages = usePhoneWidgetMessages();
  const s = useStyles(phoneInputStyles);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={s.tooltipAnchor} onPointerEnter={() => setOpen(true)} onPointerLeave={() => setOpen(false)}>
      <button
        type="button"
        part="tooltip-button"
        className={s.tooltipButton}
        aria-label={phoneWidgetMessages.whyWeAsk}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      {/* Always in the DOM so aria-describedby resolves; shown only while open. */}
      <span id={id} role="tooltip" part="tooltip" className={s.tooltip} hidden={!open}>
        {phoneMessages.tooltip}
      </span>
    </span>
  );
}
