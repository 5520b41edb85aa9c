// An element's body, loaded on first use with the runtime around it: the script-tag bundle
// keeps each body in its own chunk (and the runtime in a shared one), so a page pays only for
// the elements it shows. A failed load (offline, a chunk removed by a newer deploy) or a body
// that throws must not leave a blank or broken element: the boundary says so and retries on
// a click or when the browser comes back online. React.lazy remembers a rejection, so every
// retry builds a fresh lazy component.
import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { WidgetConfig } from '../runtime/config';
import { widgetMessages } from '../runtime/messages';
import type { ElementBodyProps } from './define-element';

export type ElementBody = ComponentType<ElementBodyProps>;
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
      <LoadBoundary onFailure={() => (failed = Loaded)} onRetry={retry}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyBody;
}

interface LoadBoundaryProps {
  onFailure: () => void;
  onRetry: () => void;
  children: ReactNode;
}

// Outside the runtime (it may be what failed to load), so plain inline styles.
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onFailure();
    console.error(error, info.componentStack);
    globalThis.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    globalThis.removeEventListener('online', this.retry);
  }

  retry = () => {
    globalThis.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" part="load-error" style={{ padding: '8px', font: 'inherit', color: 'inherit' }}>
        <p style={{ margin: '0 0 8px' }}>{widgetMessages.elementLoadFailed}</p>
        <button type="button" onClick={this.retry} style={{ font: 'inherit', padding: '4px 12px', cursor: 'pointer' }}>
          {widgetMessages.retry}
        </button>
      </div>
    );
  }
}
