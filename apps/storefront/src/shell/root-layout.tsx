// The shell around every route (spec 2.7, 2.8, 2.13): header, category bar, the page, the
// footer and the mobile bottom bar. Pages render into <Outlet/>.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { storefrontMessages } from '../lib/messages';
import { PageLoading } from './page-loading';

export function RootLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {storefrontMessages.skipToContent}
      </a>
      <header className="site-header">
        <a className="logo" href="/">
          Horeca Store
        </a>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
