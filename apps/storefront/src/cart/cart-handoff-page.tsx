// /cart/add?items=ID:QTY,...&from=ORIGIN&handoff=ID: a partner page's cart handed to the store,
// as Shopify's cart permalinks do (docs/behaviour.md §2). The API checks every line and keeps
// the good ones (a signed-in cart takes them on the server; a guest's go into this browser's
// cart), once per handoff id, so a reload adds nothing twice. With every line taken the store's
// cart opens at once; otherwise this page says which could not be added and why. The handoff
// id is remembered so the order placed next records the partner.
import { normalizeApiError, type CartHandoffResponse } from '@horeca/core/api';
import { HANDOFF_ID_PATTERN, newHandoffId } from '@horeca/core/cart';
import { toProductCardView, type Product } from '@horeca/core/product';
import { checkoutPath, freshCheckoutCartId } from '@horeca/core/routing';
import { getSafeStorage, readString, STORAGE_KEYS, writeString } from '@horeca/core/storage';
import { addGuestCartLine, cartRefreshAtom, isSignedInAtom, useWidgetConfig } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../resources/client';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';


/**
 * The partner's id, or one made here for a bare permalink (no `handoff`): kept for this tab
 * and this link, so reloading the page hands the same lines over once.
 */
function handoffIdFor(given: string | null, search: string): string {
  if (given && HANDOFF_ID_PATTERN.test(given)) return given;
  const session = getSafeStorage('session');
  const key = `handoff:${search}`;
  const known = readString(session, key, '');
  if (HANDOFF_ID_PATTERN.test(known)) return known;
  const made = newHandoffId();
  writeString(session, key, made);
  return made;
}

type View =
  | { kind: 'busy' }
  | { kind: 'report'; message: string; rejected: CartHandoffResponse['data']['rejected'] }
  | { kind: 'failed'; message: string };

export function CartHandoffPage() {
  const { cart: cartText } = useWords();
  useCommercePage(cartText.title);
  const [params] = useSearchParams();
  const { storefront } = useWidgetConfig();
  const store = useStore();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'busy' });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, whatever renders again around it.
    if (started.current) return;
    started.current = true;
    const items = params.get('items')?.trim() ?? '';
    if (items === '') return setView({ kind: 'report', message: cartText.handoffNothing, rejected: [] });
    const id = handoffIdFor(params.get('handoff'), params.toString());
    void (async () => {
      try {
        const answer = await api.handOffCart({ id, items, from: params.get('from') ?? undefined, storefront });
        const { added, rejected, replayed, partner_origin: partner } = answer.data;
        if (store.get(isSignedInAtom)) store.set(cartRefreshAtom, (tick) => tick + 1);
        // A guest's cart lives here (docs/behaviour.md §6): the API checked the lines, this browser keeps them.
        else if (!replayed) for (const line of added) addGuestCartLine(store, toProductCardView(line.product as Product), line.quantity);
        if (partner) writeString(getSafeStorage('local'), STORAGE_KEYS.partnerHandoff, id);
        if (rejected.length === 0 && added.length > 0) return void navigate(checkoutPath(freshCheckoutCartId()), { replace: true });
        setView({ kind: 'report', message: added.length > 0 ? cartText.handoffSomeRefused : answer.message, rejected });
      } catch (error) {
        setView({ kind: 'failed', message: `${cartText.handoffFailed} ${normalizeApiError(error).message}` });
      }
    })();
  }, [params, storefront, store, navigate, cartText]);

  return (
    <div className="cf-page cf-narrow">
      <h1>{cartText.title}</h1>
      {view.kind === 'busy' ? <p role="status">{cartText.handoffBusy}</p> : null}
      {view.kind === 'failed' ? (
        <p role="alert" className="cf-banner cf-banner-error">
          {view.message}
        </p>
      ) : null}
      {view.kind === 'report' ? (
        <div role="alert" className="cf-banner cf-banner-error">
          <p>{view.message}</p>
          {view.rejected.length > 0 ? (
            <ul>
              {view.rejected.map((line) => (
                <li key={line.item}>{line.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {view.kind !== 'busy' ? <Link to={checkoutPath(freshCheckoutCartId())}>{cartText.handoffContinue}</Link> : null}
    </div>
  );
}
