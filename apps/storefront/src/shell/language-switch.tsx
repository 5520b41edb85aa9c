// The language switch in the header's top strip (issue 23): the page in the other language,
// one press away, on the ae storefront (the us storefront is English only). A real link to the
// other address, so it works before hydration and a crawler follows it; pressed, it also
// remembers the choice (lib/locale.ts).
import { LOCALES, localizedPath, type Locale } from '@horeca/core/locale';
import { useLocale } from '@horeca/widgets';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { switchLanguage } from '../lib/locale';
import { useStorefront } from '../lib/storefront-context';

export function LanguageSwitch() {
  const storefront = useStorefront();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (storefront !== 'ae') return null;
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switchLanguage(other);
  };
  return (
    <a className="language-switch" href={`${localizedPath(pathname, other)}${search}`} hrefLang={other} lang={other} onClick={follow}>
      {LOCALES[other].label}
    </a>
  );
}
