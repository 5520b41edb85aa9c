// A partner's app: the React components and the custom elements from the packed packages
// (src/uses-widgets.tsx is the widgets' type test, copied in by scripts/pack-smoke.mjs).
import { HorecaProvider } from '@horeca/widgets';
import { createRoot } from 'react-dom/client';
import { EveryElement, SomeComponents, listenToEveryEvent } from './uses-widgets';

listenToEveryEvent(document);
createRoot(document.getElementById('root')!).render(
  <HorecaProvider>
    <SomeComponents />
    <EveryElement />
  </HorecaProvider>,
);
