// Start-up: pick the storefront, capture UTM values (spec 4), mount the router inside the
// widgets' runtime.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createStorefrontRouter } from './app/router';
import { AppProviders } from './lib/app-providers';
import { currentStorefront } from './lib/storefront';
import { captureUtmAtStart } from './lib/utm';
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';

const router = createStorefrontRouter();
const navigate = (to: string, options: { state: unknown }) => router.navigate(to, options);

void captureUtmAtStart();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders storefront={currentStorefront()} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
