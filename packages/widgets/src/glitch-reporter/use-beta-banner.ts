// 'Beta banner: visible until closed or a report is submitted (remembered for the session)'.
// Session storage through core's safe storage: a blocked or full storage never throws, it
// only forgets at the end of the page.
import { getSafeStorage, readString, SESSION_KEYS, writeString } from '@horeca/core/storage';
import { useCallback, useState } from 'react';

const CLOSED = '1';

export function useBetaBanner() {
  const [visible, setVisible] = useState(() => readString(getSafeStorage('session'), SESSION_KEYS.betaBannerClosed, '') !== CLOSED);
  const hide = useCallback(() => {
    writeString(getSafeStorage('session'), SESSION_KEYS.betaBannerClosed, CLOSED);
    setVisible(false);
  }, []);
  return { visible, hide };
}
