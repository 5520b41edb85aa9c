// /download-quotation without an id (spec: other public pages): a signed-in customer gets
// every quotation with its PDF; a guest learns that quotations live in an account and gets
// the ways in (sign in, request one from the cart, or the customised-quotation form).
import { Link } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { LoadError } from '../../components/load-error';
import { useQuotes } from '../../resources/quotes';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { SignInFirst } from '../session/sign-in-first';
import { useSession } from '../session/use-session';
import { DownloadQuote } from './quote-pages';
import { useWords } from '../../lib/words';

function QuoteDownloads() {
  const { commerce: text, quotes: quotesText, quoteEdit: quoteEditText } = useWords();
  const { money, date } = useNumbers();
  const quotes = useQuotes();
  return (
    <>
      {quotes.isLoading ? <p role="status">{text.loading}</p> : null}
      <LoadError data={quotes} />
      {quotes.data && quotes.data.length === 0 ? (
        <p>
          {quotesText.none} <Link to="/create-quotation">{quoteEditText.createLink}</Link>
        </p>
      ) : null}
      <ul className="cf-plain cf-form">
        {(quotes.data ?? []).map((quote) => (
          <li key={String(quote.id)} className="cf-line">
            <Link to={`/view-quotation/${quote.id}`}>{quotesText.quoteTitle(quote.number)}</Link>
            <span>
              {quotesText.status[quote.status]} · {date(quote.created_at)} · {money(quote.total, quote.storefront)}
            </span>
            <DownloadQuote quote={quote} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function DownloadQuotationsPage() {
  const { quoteEdit: quoteEditText } = useWords();
  useCommercePage(quoteEditText.downloadTitle, quoteEditText.downloadIntro);
  const { token } = useSession();
  return (
    <div className="cf-page">
      <h1>{quoteEditText.downloadTitle}</h1>
      {token ? (
        <>
          <p>{quoteEditText.downloadIntro}</p>
          <QuoteDownloads />
        </>
      ) : (
        <SignInFirst signInLabel={quoteEditText.signIn}>
          <p>{quoteEditText.guest}</p>
          <p>
            <Link to="/create-quotation">{quoteEditText.createLink}</Link> · <Link to="/customized-quatation">{quoteEditText.customLink}</Link>
          </p>
        </SignInFirst>
      )}
    </div>
  );
}
