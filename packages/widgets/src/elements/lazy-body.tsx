// An element's body, loaded on first use with the runtime around it: the script-tag bundle
// keeps each body in its own chunk (and the runtime in a shared one), so a page pays only for
// the elements it shows. A failed load (offline, a chunk removed by a newer deploy) or a body
// that throws must not leave a blank or broken element: the boundary says so and retries on
// a click or when the browser comes back online (runtime/load-boundary.tsx). React.lazy
// remembers a rejection, so every retry builds a fresh lazy component.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import type { WidgetConfig } from '../runtime/config';
import { LoadBoundary } from '../runtime/load-boundary';
import { widgetMessages } from '../runtime/messages';
import type { ElementBodyProps } from './define-element';

/** Any element's body: each one types `emit` by its own contract's events (ElementBodyProps<Events>). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds bodies of every element
export type ElementBody = ComponentType<ElementBodyProps<any>>;
export type BodyLoader = () => Promise<ElementBody>;

export interface LazyBodyProps extends ElementBodyProps {
  config: Partial<WidgetConfig>;
  styleTarget: ShadowRoot | undefined;
}

export function createLazyBody(load: BodyLoader): ComponentType<LazyBodyProps> {
  const makeLazy = () =>
    lazy(async () => {
      const [{ ElementShell }, Body] = await Promise.all([import('./element-shell'), load()]);
      return { default: (props: LazyBodyProps) => <ElementShell {...props} Body={Body} /> };
    });
  // Shared by every instance of the element: once loaded, later elements render at once.
  let current = makeLazy();
  let failed: ReturnType<typeof makeLazy> | null = null;

  function LazyBody(props: LazyBodyProps) {
    const [, rerender] = useState(0);
    const Loaded = current;
    const retry = () => {
      // The first instance to retry after a failure starts a new load; the others reuse it.
      if (failed === current) current = makeLazy();
      rerender((count) => count + 1);
    };
    return (
      <LoadBoundary
        message={widgetMessages.elementLoadFailed}
        retryLabel={widgetMessages.retry}
        part="load-error"
        inlineStyles={plainLook}
        onFailure={() => (failed = Loaded)}
        onRetry={retry}
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyBody;
}

// The runtime's styles may be what failed to load: plain inline styles.
const plainLook = {
  alert: { padding: '8px', font: 'inherit', color: 'inherit' },
  message: { margin: '0 0 8px' },
  button: { font: 'inherit', padding: '4px 12px', cursor: 'pointer' },
};
