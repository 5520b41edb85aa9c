// /update-quotation/{id}: a quotation still 'requested' can change before our team prices it:
// quantities, removed lines and added products (found with the catalogue search), saved with
// PUT /frontend/quotes/{id}. Each quantity runs core's cart-line rule as the API does, and
// the API's own 422 answers land under the line they are about.
import { normalizeApiError, type Id, type Quote } from '@horeca/core/api';
import { cartLineSchema } from '@horeca/core/cart';
import { collectErrors, schemaIn } from '@horeca/core/fields';
import type { Say } from '@horeca/core/messages';
import { type SearchProduct } from '@horeca/core/product';
import { useCoreMessages, useSay, useToast } from '@horeca/widgets';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../resources/client';
import { useQuote } from '../../resources/quotes';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

interface EditLine {
  product_id: Id;
  name: string;
  sku: string;
  /** As typed, so a half-typed number is not rewritten under the cursor. */
  quantity: string;
}

/** Each line's quantity message in `say`'s language (the page's), or null. */
const lineErrors = (lines: EditLine[], say: Say) =>
  lines.map((line) => collectErrors(schemaIn(cartLineSchema, say), { product_id: line.product_id, quantity: line.quantity.trim() === '' ? undefined : Number(line.quantity) }).quantity?.[0] ?? null);

/** 'items[2].quantity' from a 422 answer, as the message of line 2. */
function serverLineErrors(errors: Record<string, string[]>, count: number): (string | null)[] {
  return Array.from({ length: count }, (_, index) => errors[`items[${index}].quantity`]?.[0] ?? errors[`items[${index}].product_id`]?.[0] ?? null);
}

function ProductFinder({ onAdd }: { onAdd: (product: SearchProduct) => void }) {
  const { quoteEdit: quoteEditText } = useWords();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchProduct[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async () => {
    if (query.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      setResults((await api.search(query.trim())).products);
    } catch (failure) {
      const normalized = normalizeApiError(failure);
      setError(normalized.status === 0 || normalized.status >= 500 ? quoteEditText.searchFailed : normalized.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-heading" className="cf-summary">
      <h2 id="add-heading">{quoteEditText.addHeading}</h2>
      {/* Inside the quotation's form, so not a form of its own: Enter searches here. */}
      <div role="search" className="cf-field-row">
        <label className="cf-visually-hidden" htmlFor="quote-product-search">
          {quoteEditText.searchLabel}
        </label>
        <input
          id="quote-product-search"
          type="search"
          placeholder={quoteEditText.searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search();
          }}
        />
        <button type="button" className="cf-secondary" disabled={busy} onClick={() => void search()}>
          {busy ? quoteEditText.searching : quoteEditText.search}
        </button>
      </div>
      {error ? <p role="alert" className="cf-error">{error}</p> : null}
      {results && results.length === 0 ? <p role="status">{quoteEditText.noResults}</p> : null}
      <ul className="cf-plain">
        {(results ?? []).map((product) => (
          <li key={String(product.id)} className="cf-line">
            <span>
              {product.name} <span className="cf-hint">{product.sku}</span>
            </span>
            <button type="button" className="cf-link" onClick={() => onAdd(product)}>
              {quoteEditText.add(product.name)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuoteEditor({ quote, onSaved }: { quote: Quote; onSaved: (saved: Quote) => Promise<unknown> }) {
  const { quotes: quotesText, quoteEdit: quoteEditText } = useWords();
  const messages = useCoreMessages();
  const say = useSay();
  const toast = useToast();
  const navigate = useNavigate();
  const [lines, setLines] = useState<EditLine[]>(() =>
    quote.items.map((item) => ({ product_id: item.product_id, name: item.name, sku: item.sku, quantity: String(item.quantity) })),
  );
  const [notes, setNotes] = useState(quote.notes);
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (index: number, quantity: string) => {
    setLines((current) => current.map((line, i) => (i === index ? { ...line, quantity } : line)));
    setErrors((current) => current.map((error, i) => (i === index ? null : error)));
  };
  const remove = (index: number) => {
    setLines((current) => current.filter((_, i) => i !== index));
    setErrors((current) => current.filter((_, i) => i !== index));
  };
  const add = (product: SearchProduct) => {
    setListError(null);
    setLines((current) => {
      const at = current.findIndex((line) => String(line.product_id) === String(product.id));
      if (at >= 0) return current.map((line, i) => (i === at ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line));
      return [...current, { product_id: product.id, name: product.name, sku: product.sku, quantity: '1' }];
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) {
      setListError(quoteEditText.emptyList);
      return;
    }
    const found = lineErrors(lines, say);
    setErrors(found);
    if (found.some(Boolean)) return;
    setBusy(true);
    try {
      const answer = await api.updateQuote(quote.id, { items: lines.map((line) => ({ product_id: line.product_id, quantity: Number(line.quantity) })), notes: notes.trim() });
      // The quotation page shares this cache entry and would show the list from before the
      // save (SWR does not ask again within its 2 s de-duplication window).
      await onSaved(answer.data);
      toast({ channel: 'app', tone: 'success', text: answer.message ?? quoteEditText.save });
      navigate(`/view-quotation/${quote.id}`);
    } catch (failure) {
      const normalized = normalizeApiError(failure);
      const fromServer = serverLineErrors(normalized.fieldErrors, lines.length);
      setErrors(fromServer);
      setListError(normalized.fieldErrors.items?.[0] ?? null);
      toast({ channel: 'app', tone: 'error', text: normalized.message });
      setBusy(false);
    }
  };

  return (
    <form className="cf-form" onSubmit={(event) => void save(event)} aria-labelledby="edit-quote-heading" aria-busy={busy} noValidate>
      <h1 id="edit-quote-heading">{quoteEditText.title(quote.number)}</h1>
      <p>{quoteEditText.intro}</p>
      {errors.some(Boolean) ? <p role="alert" className="cf-banner cf-banner-error">{quoteEditText.fixErrors}</p> : null}
      <table className="cf-table">
        <thead>
          <tr>
            <th scope="col">{quotesText.product}</th>
            <th scope="col">{quotesText.quantity}</th>
            <th scope="col">
              <span className="cf-visually-hidden">{quotesText.product}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const inputId = `quote-line-${String(line.product_id)}`;
            const error = errors[index];
            return (
              <tr key={String(line.product_id)}>
                <td>
                  {line.name} <span className="cf-hint">{line.sku}</span>
                </td>
                <td>
                  <label className="cf-visually-hidden" htmlFor={inputId}>
                    {quoteEditText.quantityOf(line.name)}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={line.quantity}
                    onChange={(event) => change(index, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  {error ? (
                    <p className="cf-error" id={`${inputId}-error`}>
                      {error}
                    </p>
                  ) : null}
                </td>
                <td>
                  <button type="button" className="cf-link" onClick={() => remove(index)}>
                    {quoteEditText.remove(line.name)}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {listError ? <p role="alert" className="cf-error">{listError === messages.cart.productRequired ? quoteEditText.emptyList : listError}</p> : null}
      <ProductFinder onAdd={add} />
      <div className="cf-field">
        <label htmlFor="quote-edit-notes">{quotesText.notes}</label>
        <textarea id="quote-edit-notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      <div className="cf-actions">
        <button type="submit" className="cf-primary" disabled={busy}>
          {busy ? quoteEditText.saving : quoteEditText.save}
        </button>
        <Link to={`/view-quotation/${quote.id}`}>{quoteEditText.cancel}</Link>
      </div>
    </form>
  );
}

export function UpdateQuotePage() {
  const { commerce: text, quotes: quotesText, quoteEdit: quoteEditText } = useWords();
  const { id } = useParams();
  const quote = useQuote(id);
  const data = quote.data;
  useCommercePage(data ? quoteEditText.title(data.number) : quotesText.listTitle);
  return (
    <div className="cf-page">
      {quote.isLoading ? <p role="status">{text.loading}</p> : null}
      {quote.error ? <p role="alert" className="cf-banner cf-banner-error">{quote.error.message}</p> : null}
      {data && !data.can_update ? (
        <>
          <h1>{quotesText.quoteTitle(data.number)}</h1>
          <p role="alert" className="cf-banner">{quoteEditText.locked}</p>
          <Link to={`/view-quotation/${data.id}`}>{quotesText.view(data.number)}</Link>
        </>
      ) : null}
      {/* Keyed by the saved time, so a reload after saving starts from the saved list. */}
      {data && data.can_update ? <QuoteEditor key={data.updated_at} quote={data} onSaved={(saved) => quote.reload(saved, { revalidate: false })} /> : null}
    </div>
  );
}
