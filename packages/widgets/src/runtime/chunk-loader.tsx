// Renders a component from a lazy chunk: a status line while it loads, and when the fetch
// fails (offline, a new deploy removed the old chunk) an alert with a retry instead of an
// empty dialog.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { widgetMessages } from './messages';

export interface ChunkLoaderProps<P extends object> {
  /** The component, from its chunk (e.g. `() => formChunk.load().then((m) => m.Form)`). */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** 'Loading the ... form...' */
  loadingText: string;
  /** What the alert says when the chunk could not be fetched. */
  failedText: string;
  className: string;
}

const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

export function ChunkLoader<P extends object>({ load, props, loadingText, failedText, className }: ChunkLoaderProps<P>) {
  // React.lazy remembers a rejection, so each retry needs a fresh lazy component (and boundary).
  const [attempt, setAttempt] = useState(() => ({ count: 0, Loaded: lazyComponent(load) }));
  const { Loaded } = attempt;
  return (
    <LoadBoundary
      key={attempt.count}
      className={className}
      failedText={failedText}
      onRetry={() => setAttempt((current) => ({ count: current.count + 1, Loaded: lazyComponent(load) }))}
    >
      <Suspense
        fallback={
          <p className={className} role="status">
            {loadingText}
          </p>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

interface LoadBoundaryProps {
  className: string;
  failedText: string;
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.failedText, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={this.props.className}>
        <p>{this.props.failedText}</p>
        <button type="button" onClick={this.props.onRetry}>
          {widgetMessages.retry}
        </button>
      </div>
    );
  }
}
