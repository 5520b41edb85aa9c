// Shown when a route throws or its code chunk fails to load (a deploy replaced the files):
// the shopper gets a way forward instead of a blank page.
import { messages } from '@horeca/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { storefrontMessages } from '../lib/messages';

export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="page page-error">
      <h1>{messages.errors.fallback}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {storefrontMessages.reload}
        </button>{' '}
        <a href="/">{storefrontMessages.goHome}</a>
      </p>
    </main>
  );
}
