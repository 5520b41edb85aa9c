// The read-mostly account pages: coupons and offers, credit balance, payments and invoices
// (with the PDF), and the wishlist, each from the API with its empty and failed states.
import { invoicePdfPath } from '@horeca/core/api';
import { useWidgetConfig, useNumbers } from '@horeca/widgets';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../components/load-error';
import type { Resource } from '../resources/use-resource';
import { useCoupons, useCreditBalance } from '../resources/account';
import { useInvoices } from '../resources/orders';
import { useWishlist } from '../resources/wishlist';
import { useDownload } from '../orders/use-download';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';

function ListPage<T>({ title, data, empty, children }: { title: string; data: Resource<T[]>; empty: string; children: (items: T[]) => ReactNode }) {
  const { commerce: text, account: accountText } = useWords();
  useCommercePage(title);
  return (
    <section aria-labelledby="list-heading" className="cf-form">
      <h1 id="list-heading">{title}</h1>
      {data.isLoading ? <p role="status">{text.loading}</p> : null}
      <LoadError data={data} prefix={accountText.loadFailed} />
      {data.data && data.data.length === 0 ? <p>{empty}</p> : null}
      {data.data && data.data.length > 0 ? children(data.data) : null}
    </section>
  );
}

export function CouponsPage() {
  const { account: accountText } = useWords();
  const { money, date } = useNumbers();
  const coupons = useCoupons();
  const { storefront } = useWidgetConfig();
  return (
    <ListPage title={accountText.couponsTitle} data={coupons} empty={accountText.noCoupons}>
      {(items) => (
        <ul className="cf-plain cf-form">
          {items.map((coupon) => (
            <li key={coupon.code} className="cf-summary">
              <p className="cf-line-name">{coupon.code}</p>
              <p>{coupon.description}</p>
              {coupon.min_subtotal > 0 ? <p className="cf-hint">{accountText.minimum(money(coupon.min_subtotal, storefront))}</p> : null}
              {coupon.ends_at ? <p className="cf-hint">{accountText.validUntil(date(coupon.ends_at))}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

export function CreditBalancePage() {
  const { account: accountText } = useWords();
  const { money, date } = useNumbers();
  const credit = useCreditBalance();
  const { storefront } = useWidgetConfig();
  useCommercePage(accountText.creditTitle);
  const data = credit.data;
  return (
    <section aria-labelledby="credit-heading" className="cf-form">
      <h1 id="credit-heading">{accountText.creditTitle}</h1>
      {credit.error ? <p role="alert" className="cf-banner cf-banner-error">{credit.error.message}</p> : null}
      {data ? (
        <>
          <p>
            {accountText.balance}: <strong>{money(data.balance, storefront)}</strong>
          </p>
          {data.entries.length === 0 ? <p>{accountText.noCredit}</p> : null}
          <ul className="cf-plain">
            {data.entries.map((entry) => (
              <li key={String(entry.id)} className="cf-line">
                <span>{date(entry.created_at)}</span>
                <span>{entry.reason}</span>
                <span>{money(entry.amount, storefront)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function InvoicesPage() {
  const { account: accountText, checkout: checkoutText, payment: paymentText } = useWords();
  const { money, date } = useNumbers();
  const invoices = useInvoices();
  const { download, busy } = useDownload();
  return (
    <ListPage title={accountText.invoicesTitle} data={invoices} empty={accountText.noInvoices}>
      {(items) => (
        <table className="cf-table">
          <thead>
            <tr>
              <th scope="col">{accountText.invoice}</th>
              <th scope="col">{checkoutText.total}</th>
              <th scope="col">{checkoutText.payWith}</th>
              <th scope="col">
                <span className="cf-visually-hidden">{accountText.pdf}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((invoice) => (
              <tr key={String(invoice.order_id)}>
                <td>
                  <Link to={`/order-details/${invoice.order_id}`}>{invoice.number}</Link> · {date(invoice.date)}
                </td>
                <td>{money(invoice.total, invoice.currency === 'USD' ? 'us' : 'ae')}</td>
                <td>
                  {checkoutText.payment[invoice.payment_method]} · {paymentText.status[invoice.payment_status]}
                </td>
                <td>
                  <button type="button" className="cf-link" disabled={busy !== null} onClick={() => void download(invoicePdfPath(invoice.order_id), `invoice-${invoice.number}.pdf`)}>
                    {accountText.downloadInvoice(invoice.number)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListPage>
  );
}

export function WishlistPage() {
  const { account: accountText } = useWords();
  const { money } = useNumbers();
  const { storefront } = useWidgetConfig();
  const wishlist = useWishlist(storefront);
  return (
    <ListPage title={accountText.wishlistTitle} data={wishlist} empty={accountText.noWishlist}>
      {(items) => (
        <ul className="cf-plain">
          {items.map((product) => (
            <li key={String(product.id)} className="cf-line">
              {product.image ? <img src={product.image} alt="" /> : <span aria-hidden="true" />}
              <Link to={`/${product.parent_category_url ?? ''}/${product.category_url ?? ''}/${product.url}`.replace(/\/+/g, '/')} state={{ productId: product.id }}>
                {product.name}
              </Link>
              <span>{money(product.front_sale_price, storefront)}</span>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

export function SupportPage() {
  const { account: accountText } = useWords();
  useCommercePage(accountText.supportTitle);
  return (
    <section aria-labelledby="support-heading" className="cf-form">
      <h1 id="support-heading">{accountText.supportTitle}</h1>
      <p>{accountText.supportIntro}</p>
      <ul>
        <li>
          <Link to="/search-order">{accountText.supportLinks.track}</Link>
        </li>
        <li>
          <Link to="/my-order">{accountText.supportLinks.orders}</Link>
        </li>
        <li>
          <Link to="/faq">{accountText.supportLinks.faq}</Link>
        </li>
        <li>
          <Link to="/pages/return-policy">{accountText.supportLinks.returns}</Link>
        </li>
        <li>
          <Link to="/pages/contact-us">{accountText.supportLinks.contact}</Link>
        </li>
      </ul>
    </section>
  );
}
