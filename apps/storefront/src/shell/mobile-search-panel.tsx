// The bottom bar's search panel: the Search widget, open and focused. Under 640 px the
// widget lays itself out full screen with POPULAR SUGGESTIONS; closing it (Escape, a
// result, a submit) closes the panel, so the panels stay mutually exclusive.
import { Search } from '@horeca/widgets';
import { useEffect, useRef } from 'react';
import { useWords } from '../lib/words';

export function MobileSearchPanel({ onClose }: { onClose: () => void }) {
  const { storefront: storefrontMessages } = useWords();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector('input')?.focus();
  }, []);
  return (
    <div className="search-panel" ref={root}>
      <Search label={storefrontMessages.searchLabel} open onOpenChange={(open) => (open ? undefined : onClose())} />
      <button type="button" className="button button--outline search-panel__close" onClick={onClose}>
        {storefrontMessages.close}
      </button>
    </div>
  );
}
