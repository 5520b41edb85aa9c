// Shown when a route throws or its code chunk fails to load (a deploy replaced the files, the
// network dropped): the shopper gets a way forward instead of a blank page. A page's failure
// shows inside the shell, so the header (search, menu) still works; only a failure of the
// shell itself takes the whole page.
import { ChunkLoadError } from '@horeca/core/routing';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useCoreMessages } from '@horeca/widgets';
import { MarkHydrated } from '../ssr/mark-hydrated';
import { useWords } from '../lib/words';

/** In the shell's <main>, in place of the page that failed. */
export function RouteError() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const error = useRouteError();
  if (error) console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : // The page's code did not arrive: say so, the reload below fetches it again.
      error instanceof ChunkLoadError
      ? storefrontMessages.chunkFailed
      : null;
  return (
    <section className="page-error">
      <h1>{messages.errors.fallback}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {storefrontMessages.reload}
        </button>{' '}
        <a href="/">{storefrontMessages.goHome}</a>
      </p>
    </section>
  );
}

/** The whole page, when the shell itself failed and there is no <main> to show it in. */
export function ShellError() {
  return (
    <main id="main" className="page">
      <RouteError />
      <MarkHydrated />
    </main>
  );
}
