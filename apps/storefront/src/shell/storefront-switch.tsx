// The storefront switch in the top strip: the other storefront is one press away.
import { switchStorefront } from '../lib/storefront';
import { useStorefront } from '../lib/storefront-context';
import { useWords } from '../lib/words';

export function StorefrontSwitch() {
  const { storefront: storefrontMessages } = useWords();
  const storefront = useStorefront();
  const other = storefront === 'ae' ? 'us' : 'ae';
  return (
    <button type="button" className="link-button storefront-switch" onClick={() => switchStorefront(other)}>
      {other === 'us' ? storefrontMessages.switchToUs : storefrontMessages.switchToAe}
    </button>
  );
}
