// docs/behaviour.md §2.7: the menu, profile and search panels are mutually exclusive; opening one closes
// the others and pressing the active one again closes it. Navigation closes them all.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export type PanelName = 'menu' | 'profile' | 'search';

export function nextPanel(current: PanelName | null, pressed: PanelName): PanelName | null {
  return current === pressed ? null : pressed;
}

export function usePanels() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const { pathname } = useLocation();
  // A link followed inside a drawer lands on a page with the drawer closed.
  useEffect(() => setOpen(null), [pathname]);
  const toggle = useCallback((panel: PanelName) => setOpen((current) => nextPanel(current, panel)), []);
  const close = useCallback(() => setOpen(null), []);
  return { open, toggle, close };
}

export type Panels = ReturnType<typeof usePanels>;
