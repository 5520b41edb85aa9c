// Renders the toasts this provider raised. The live region is always present (empty when
// idle) so screen readers announce a toast the moment it is added.
import { useAtomValue } from 'jotai/react';
import { useContext } from 'react';
import { ToastOriginContext } from './context';
import { widgetMessages } from './messages';
import { useStyles } from './styles';
import { toasterStyles } from './toaster.styles';
import { toastsAtom } from './toasts';

export function Toaster() {
  const origin = useContext(ToastOriginContext);
  const toasts = useAtomValue(toastsAtom).filter((toast) => toast.origin === origin);
  const styles = useStyles(toasterStyles);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={widgetMessages.notifications}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone} data-channel={toast.channel}>
          {toast.title ? <strong className={styles.title}>{toast.title}</strong> : null}
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
