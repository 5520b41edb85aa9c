// Renders the toasts this provider raised: the card and app channels bottom-right, the
// library default top-right (docs/behaviour.md §9). Both live regions are always present (empty when idle)
// so screen readers announce a toast the moment it is added. An error toast carries an error
// icon (docs/behaviour.md §8: "a red toast with an error icon").
import { useAtomValue } from 'jotai/react';
import { useContext } from 'react';
import { ToastOriginContext } from './context';
import { useStyles } from './styles';
import { toasterStyles } from './toaster.styles';
import { toastsAtom, type Toast } from './toasts';
import { useWidgetMessages } from './use-messages';

export function Toaster() {
  const widgetMessages = useWidgetMessages();
  const origin = useContext(ToastOriginContext);
  const toasts = useAtomValue(toastsAtom).filter((toast) => toast.origin === origin);
  const styles = useStyles(toasterStyles);
  const item = (toast: Toast) => (
    <div key={toast.id} className={styles.toast} data-tone={toast.tone} data-channel={toast.channel}>
      {toast.tone === 'error' ? <ErrorIcon className={styles.icon} /> : null}
      <div>
        {toast.title ? <strong className={styles.title}>{toast.title}</strong> : null}
        <span>{toast.text}</span>
      </div>
    </div>
  );
  return (
    <>
      <div className={styles.region} role="status" aria-live="polite" aria-label={widgetMessages.notifications}>
        {toasts.filter((toast) => toast.channel !== 'library').map(item)}
      </div>
      <div className={`${styles.region} ${styles.topRight}`} role="status" aria-live="polite" aria-label={widgetMessages.notices}>
        {toasts.filter((toast) => toast.channel === 'library').map(item)}
      </div>
    </>
  );
}

function ErrorIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" data-icon="error">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5v6M10 14v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
