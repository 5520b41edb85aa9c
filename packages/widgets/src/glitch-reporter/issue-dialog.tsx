// The modal shell: labelled by its title, focus moved in on open, Tab and Shift+Tab kept
// inside, Escape closes, focus returned to what opened it. Inside a shadow root the page's
// document.activeElement is the host, so the focused element is read from our own root node.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStyles } from '../runtime/styles';
import { glitchReporterStyles } from './glitch-reporter.styles';
import { useWidgetMessages } from '../runtime/use-messages';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface IssueDialogProps {
  titleId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** Focus goes to the first field, or to the dialog itself while the form is still loading. */
export function focusFirstField(dialog: HTMLElement) {
  (dialog.querySelector<HTMLElement>('input, textarea') ?? dialog).focus();
}

export function IssueDialog({ titleId, title, onClose, children }: IssueDialogProps) {
  const widgetMessages = useWidgetMessages();
  const s = useStyles(glitchReporterStyles);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = activeElementIn(node) as HTMLElement | null;
    focusFirstField(node);
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = activeElementIn(dialog.current);
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={s.backdrop} part="backdrop">
      <div
        ref={dialog}
        className={s.dialog}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={s.dialogHeader}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          <button type="button" className={s.closeButton} part="close" aria-label={widgetMessages.glitch.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
