// The browser's entry. Start-up runs in tasks with a break for the browser between them:
// React's own code (the biggest single piece to evaluate), then the libraries' chunk (router,
// swr, jotai and the rest: vite.config.ts FRAMEWORK), then the app's modules, then hydration.
// Evaluated as one module graph they held the main thread for one long task, during which a
// tap on the server-drawn page waited.
import { nextTask } from './lib/when-idle';
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/rtl.css';

// Not top-level await: the other chunks import Vite's preload helper from this module, so
// this module must finish evaluating before they can.
async function startInStages(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  // Named, so the bundler keeps tree-shaking the router (a bare import() keeps all its exports).
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start();
}

void startInStages();
