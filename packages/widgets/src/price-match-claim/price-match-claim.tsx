// 'Claim My Price Match' (docs/behaviour.md §2.14): an accessible modal holding the claim form. This file
// is all a page loads up front; the form body (react-hook-form, yup, core's schemas) is a
// separate chunk fetched when the modal opens. The body mounts fresh on every open, so each
// open starts from the defaults and the prefill (docs/behaviour.md §4).
import { type ClaimRecord, type ClaimType } from '@horeca/core/forms';
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChunkLoader } from '../runtime/chunk-loader';
import { useControllableState } from '../runtime/use-controllable-state';
import { useWidgetConfig } from '../runtime/config';
import { useStyles } from '../runtime/styles';
import type { ClaimApi } from './claim-api';
import type { ClaimPrefill } from './claim-form';
import { claimFormChunk } from './load-claim-form';
import { claimDialogStyles } from './price-match-claim.styles';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export interface PriceMatchClaimProps {
  /** Controlled open state; leave undefined to let the component keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The claim type the form starts with on every open. */
  initialType?: ClaimType;
  /** Values filled in on every open (the price-match page passes the customer's details). */
  prefill?: ClaimPrefill;
  /** The API accepted the claim (200/201): its answer. The modal closes afterwards. */
  onSubmitted?: (data: ClaimRecord) => void;
  /** A submission failed: the banner's message. */
  onFailed?: (message: string) => void;
  /** Renders the 'Claim My Price Match' button; hosts with their own button pass false. */
  trigger?: boolean;
  /** Replaces the HTTP calls (tests, hosts with their own transport). */
  api?: ClaimApi;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export function PriceMatchClaim({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  initialType = 'pre',
  prefill,
  onSubmitted,
  onFailed,
  trigger = true,
  api,
}: PriceMatchClaimProps) {
  const m = useCoreMessages().claim;
  const w = useWidgetMessages().claim;
  const styles = useStyles(claimDialogStyles);
  const { dir } = useWidgetConfig();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setBusy(false);
    setOpen(false);
  }, [setOpen]);

  useDialogFocus(open, dialogRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) close();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  return (
    <>
      {trigger && (
        <button
          type="button"
          part="open-button"
          dir={dir}
          className={styles.trigger}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          // Warm the form's chunk while the pointer or focus is on the way to a click.
          onPointerEnter={claimFormChunk.prefetch}
          onFocus={claimFormChunk.prefetch}
        >
          {m.openButton}
        </button>
      )}
      {open && (
        <div className={styles.backdrop} part="backdrop" dir={dir}>
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            part="dialog"
            className={styles.dialog}
            onKeyDown={onKeyDown}
          >
            <div className={styles.header}>
              <h2 id={titleId}>{m.title}</h2>
              <button type="button" className={styles.close} aria-label={w.close} disabled={busy} onClick={close}>
                ×
              </button>
            </div>
            <div ref={bodyRef} className={styles.body}>
              <ChunkLoader
                load={loadForm}
                loadingText={w.loadingForm}
                failedText={w.formLoadFailed}
                className={styles.status}
                props={{
                  initialType,
                  prefill,
                  api,
                  onSubmitted: (data) => {
                    onSubmitted?.(data);
                    close();
                  },
                  onFailed: (message) => onFailed?.(message),
                  onCancel: close,
                  onBusyChange: setBusy,
                  scrollToTop: () => {
                    if (bodyRef.current) bodyRef.current.scrollTop = 0;
                  },
                }}
              />
            </div>
          </div>
        </div>
      )}
    </>
  );
}

const loadForm = () => claimFormChunk.load().then((chunk) => chunk.ClaimFormBody);

/** Moves focus into the dialog on open and back to where it was on close. */
function useDialogFocus(open: boolean, dialogRef: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Inside a shadow root the document only sees the host; the root knows the real element.
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    dialog.focus();
    return () => previous?.focus?.();
  }, [open, dialogRef]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => !(item instanceof HTMLInputElement && item.type === 'radio' && !item.checked),
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
