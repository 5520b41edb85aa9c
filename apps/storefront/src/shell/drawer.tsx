// A slide-in panel (menu or profile) for small screens: a dialog that takes focus when it
// opens, closes on Escape or on the backdrop, and gives focus back when it closes. It is
// not modal: the bottom bar below it stays usable to switch panels (docs/behaviour.md §2.7).
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useWords } from '../lib/words';

export interface DrawerProps {
  label: string;
  side: 'start' | 'end';
  onClose: () => void;
  children: ReactNode;
}

export function Drawer({ label, side, onClose, children }: DrawerProps) {
  const { storefront: storefrontMessages } = useWords();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="drawer-layer">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div className={`drawer drawer--${side}`} role="dialog" aria-label={label} ref={panel} tabIndex={-1}>
        <div className="drawer__head">
          <h2 className="drawer__title">{label}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={storefrontMessages.close}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
      </div>
    </div>
  );
}
