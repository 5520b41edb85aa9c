// Quotations: /create-quotation (from the cart), /my-quotes and /my-quatation (the list),
// /view-quotation/{id} and /download-quotation/{id} (one quotation with its PDF and, while it
// is still requested, the way to edit it).
import { normalizeApiError, quotePdfPath, type Quote } from '@horeca/core/api';
import { useToast, useWidgetConfig, useNumbers } from '@horeca/widgets';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../resources/client';
import { useQuotes, useQuote } from '../../resources/quotes';
import { useCart } from '../../cart/use-cart';
import { useDownload } from '../../orders/use-download';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

export function DownloadQuote({ quote }: { quote: Quote }) {
  const { quotes: quotesText } = useWords();
  const { download, busy } = useDownload();
  return (
    <button type="button" className="cf-secondary" disabled={busy !== null} onClick={() => void download(quotePdfPath(quote.id), `quotation-${quote.number}.pdf`)}>
      {quotesText.download(quote.number)}
    </button>
  );
}

export function QuotesPage() {
  const { commerce: text, quotes: quotesText } = useWords();
  const { money, date } = useNumbers();
  useCommercePage(quotesText.listTitle);
  const quotes = useQuotes();
  const { storefront } = useWidgetConfig();
  return (
    <div className="cf-page">
      <h1>{quotesText.listTitle}</h1>
      {quotes.isLoading ? <p role="status">{text.loading}</p> : null}
      {quotes.error ? <p role="alert" className="cf-banner cf-banner-error">{quotes.error.message}</p> : null}
      {quotes.data && quotes.data.length === 0 ? (
        <p>
          {quotesText.none} <Link to="/create-quotation">{quotesText.createTitle}</Link>
        </p>
      ) : null}
      <ul className="cf-plain cf-form">
        {(quotes.data ?? []).map((quote) => (
          <li key={String(quote.id)} className="cf-summary">
            <h2>{quotesText.quoteTitle(quote.number)}</h2>
            <p>
              {quotesText.status[quote.status]} · {date(quote.created_at)} · {money(quote.total, quote.storefront ?? storefront)}
            </p>
            <div className="cf-actions">
              <Link to={`/view-quotation/${quote.id}`}>{quotesText.view(quote.number)}</Link>
              <DownloadQuote quote={quote} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function QuotePage() {
  const { commerce: text, quotes: quotesText, quoteEdit: quoteEditText } = useWords();
  const { money, date } = useNumbers();
  const { id } = useParams();
  const quote = useQuote(id);
  const data = quote.data;
  useCommercePage(data ? quotesText.quoteTitle(data.number) : quotesText.listTitle);
  return (
    <div className="cf-page">
      {quote.isLoading ? <p role="status">{text.loading}</p> : null}
      {quote.error ? <p role="alert" className="cf-banner cf-banner-error">{quote.error.message}</p> : null}
      {data ? (
        <>
          <h1>{quotesText.quoteTitle(data.number)}</h1>
          <p>
            {quotesText.status[data.status]}
            {data.valid_until ? ` · ${quotesText.validUntil(date(data.valid_until))}` : ''}
          </p>
          <table className="cf-table">
            <thead>
              <tr>
                <th scope="col">{quotesText.product}</th>
                <th scope="col">{quotesText.quantity}</th>
                <th scope="col">{quotesText.unitPrice}</th>
                <th scope="col">{quotesText.lineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={String(item.id)}>
                  <td>{item.name}</td>
                  <td>{item.quantity}</td>
                  <td>{money(item.unit_price, data.storefront)}</td>
                  <td>{money(item.line_total, data.storefront)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {quotesText.total}: <strong>{money(data.total, data.storefront)}</strong>
          </p>
          <div className="cf-actions">
            <DownloadQuote quote={data} />
            {data.can_update ? <Link to={`/update-quotation/${data.id}`}>{quoteEditText.edit(data.number)}</Link> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

export function CreateQuotePage() {
  const { quotes: quotesText } = useWords();
  useCommercePage(quotesText.createTitle, quotesText.createIntro);
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const { storefront } = useWidgetConfig();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api.createQuote({ from_cart: true, notes: notes.trim(), storefront });
      toast({ channel: 'app', tone: 'success', text: answer.message ?? quotesText.quoteTitle(answer.data.number) });
      navigate(`/view-quotation/${answer.data.id}`);
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
      setBusy(false);
    }
  };

  return (
    <div className="cf-page cf-narrow">
      <form className="cf-form" onSubmit={(event) => void submit(event)} aria-labelledby="quote-heading" aria-busy={busy}>
        <h1 id="quote-heading">{quotesText.createTitle}</h1>
        <p>{quotesText.createIntro}</p>
        {!cart.isLoading && cart.lines.length === 0 ? <p>{quotesText.emptyCart}</p> : null}
        <ul>
          {cart.lines.map((line) => (
            <li key={String(line.productId)}>
              {line.name} × {line.quantity}
            </li>
          ))}
        </ul>
        <div className="cf-field">
          <label htmlFor="quote-notes">{quotesText.notes}</label>
          <textarea id="quote-notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <button type="submit" className="cf-primary" disabled={busy || cart.lines.length === 0}>
          {busy ? quotesText.submitting : quotesText.submit}
        </button>
      </form>
    </div>
  );
}
