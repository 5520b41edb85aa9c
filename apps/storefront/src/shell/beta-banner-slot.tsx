// The beta banner with the glitch reporter (docs/behaviour.md §2.13). The widget owns the banner, its
// session memory and the report form; the storefront names its own support address.
// The widget brings react-hook-form and yup (its report form), which first paint does not
// need, so the shell loads it as its own chunk (lazy-beta-banner.tsx).
import { GlitchReporter } from '@horeca/widgets';
import { SITE_INFO } from '../lib/site-info';
import { useStorefront } from '../lib/storefront-context';

export default function BetaBannerSlot() {
  return <GlitchReporter supportEmail={SITE_INFO[useStorefront()].email} />;
}
