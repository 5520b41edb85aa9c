// /sale-invoice-uae and /sale-invoice-us (spec route table: invoices). With ?order={id} the
// page is that order's printable invoice; without one it lists the customer's invoices of
// that store to pick from. UAE: AED, prices include 5% VAT, shown as included, with the
// seller's TRN. US: USD, sales tax as its own line, at the rate checkout charged. The PDF
// is the API's invoice; printing hides the shop around the sheet (commerce.css).
import { invoicePdfPath, type OrderDetail } from '@horeca/core/api';
import { STORE_IDENTITY, STORE_NAME, STOREFRONTS, type Storefront } from '@horeca/core/storefront';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useNumbers } from '@horeca/widgets';
import { LoadError } from '../../components/load-error';
import { useInvoices } from '../../resources/orders';
import { OrderSummary } from '../../checkout/order-summary';
import { useOrder } from '../../resources/orders';
import { addressLine } from '../../orders/order-details-page';
import { OrderLinesTable } from '../../orders/order-lines-table';
import { useDownload } from '../../orders/use-download';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { SignInFirst } from '../session/sign-in-first';
import { useSession } from '../session/use-session';
import { invoicePath } from './invoice-text';
import { useWords } from '../../lib/words';

/** One decimal: a rate read back from a rounded tax amount is only that precise. */
const percent = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

/** The sales-tax rate the order was charged: tax over what it was levied on (the subtotal is
 * already after Buy-More-Save-More tiers, so their discount is not taken off again). */
function salesTaxRate(order: OrderDetail): number {
  const base = order.subtotal + order.shipping;
  return base > 0 ? order.tax / base : 0;
}

function InvoiceList({ storefront }: { storefront: Storefront }) {
  const { commerce: text, invoice: invoiceText } = useWords();
  const { money, date } = useNumbers();
  useCommercePage(invoiceText.listTitle[storefront], invoiceText.listIntro);
  const invoices = useInvoices();
  const mine = (invoices.data ?? []).filter((invoice) => invoice.currency === STOREFRONTS[storefront].currency);
  return (
    <div className="cf-page">
      <h1>{invoiceText.listTitle[storefront]}</h1>
      <p>{invoiceText.listIntro}</p>
      {invoices.isLoading ? <p role="status">{text.loading}</p> : null}
      <LoadError data={invoices} />
      {invoices.data && mine.length === 0 ? <p>{invoiceText.none[storefront]}</p> : null}
      <ul className="cf-plain cf-form">
        {mine.map((invoice) => (
          <li key={String(invoice.order_id)} className="cf-line">
            <Link to={`${invoicePath[storefront]}?order=${invoice.order_id}`}>{invoiceText.open(invoice.number)}</Link>
            <span>{date(invoice.date)}</span>
            <span>{money(invoice.total, storefront)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function InvoiceSheet({ order, storefront }: { order: OrderDetail; storefront: Storefront }) {
  const { invoice: invoiceText, orders: ordersText } = useWords();
  const { download, busy } = useDownload();
  const numbers = useNumbers();
  const money = (value: number) => numbers.money(value, storefront);
  const seller = STORE_IDENTITY[storefront];
  const locale = useLocale();
  return (
    <article className="cf-invoice-sheet" aria-labelledby="invoice-heading">
      <div className="cf-actions cf-no-print">
        <Link to={invoicePath[storefront]}>{invoiceText.allInvoices}</Link>
        <button type="button" className="cf-secondary" onClick={() => window.print()}>
          {invoiceText.print}
        </button>
        <button type="button" className="cf-primary" disabled={busy !== null} onClick={() => void download(invoicePdfPath(order.id), `invoice-${order.number}.pdf`)}>
          {busy ? ordersText.downloading : invoiceText.download(order.number)}
        </button>
      </div>
      <h1 id="invoice-heading">{invoiceText.heading[storefront]}</h1>
      <p>{invoiceText.numberAndDate(order.number, numbers.date(order.created_at))}</p>
      <div className="cf-columns">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">{invoiceText.seller}</h2>
          {/* As the PDF prints it: the brand's name stays Latin in Arabic too. */}
          {[STORE_NAME, ...seller.address[locale]].map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{invoiceText.taxNumber(seller.taxNumber.kind, seller.taxNumber.value)}</p>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">{invoiceText.buyer}</h2>
          <p>{order.contact.name}</p>
          <p>{order.contact.email}</p>
          <p>{addressLine(order.shipping_address)}</p>
        </section>
      </div>
      <OrderLinesTable order={order} withSku />
      <OrderSummary figures={order} storefront={storefront} title={invoiceText.summary} />
      <p className="cf-hint">
        {order.tax_included
          ? invoiceText.vatNote(percent(STOREFRONTS.ae.vatRate), money(order.tax))
          : invoiceText.salesTaxNote(percent(salesTaxRate(order)), money(order.tax))}
      </p>
    </article>
  );
}

function OrderInvoice({ orderId, storefront }: { orderId: string; storefront: Storefront }) {
  const { commerce: text, invoice: invoiceText } = useWords();
  const { date } = useNumbers();
  const order = useOrder(orderId);
  const data = order.data;
  useCommercePage(data ? invoiceText.numberAndDate(data.number, date(data.created_at)) : invoiceText.heading[storefront]);
  return (
    <div className="cf-page cf-invoice">
      {order.isLoading ? <p role="status">{text.loading}</p> : null}
      {order.error ? (
        <>
          <h1>{invoiceText.heading[storefront]}</h1>
          <p role="alert" className="cf-banner cf-banner-error">
            {order.error.message}{' '}
            {order.error.status >= 500 || order.error.status === 0 ? (
              <button type="button" className="cf-link" onClick={() => void order.reload()}>
                {text.retry}
              </button>
            ) : null}
          </p>
          <Link to={invoicePath[storefront]}>{invoiceText.allInvoices}</Link>
        </>
      ) : null}
      {data && data.storefront !== storefront ? (
        <p role="alert" className="cf-banner">
          {invoiceText.otherStore[data.storefront]} <Link to={`${invoicePath[data.storefront]}?order=${data.id}`}>{invoiceText.otherStoreLink}</Link>
        </p>
      ) : null}
      {data && data.storefront === storefront && data.status === 'cancelled' ? <p role="alert" className="cf-banner">{invoiceText.cancelled}</p> : null}
      {data && data.storefront === storefront && data.status !== 'cancelled' ? <InvoiceSheet order={data} storefront={storefront} /> : null}
    </div>
  );
}

function SaleInvoicePage({ storefront }: { storefront: Storefront }) {
  const { invoice: invoiceText } = useWords();
  const { token } = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  if (!token) {
    return (
      <div className="cf-page cf-narrow">
        <h1>{invoiceText.listTitle[storefront]}</h1>
        <SignInFirst signInLabel={invoiceText.signIn}>
          <p>{invoiceText.guest}</p>
        </SignInFirst>
      </div>
    );
  }
  return /^\d+$/.test(orderId) ? <OrderInvoice orderId={orderId} storefront={storefront} /> : <InvoiceList storefront={storefront} />;
}

export function SaleInvoiceUaePage() {
  return <SaleInvoicePage storefront="ae" />;
}

export function SaleInvoiceUsPage() {
  return <SaleInvoicePage storefront="us" />;
}
