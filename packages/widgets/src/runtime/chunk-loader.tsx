// Renders a component from a lazy chunk: a status line while it loads, and when the fetch
// fails (offline, a new deploy removed the old chunk) an alert with a retry instead of an
// empty dialog.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadBoundary } from './load-boundary';
import { useWidgetMessages } from './use-messages';

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
  // React.lazy remembers a rejection, so each retry needs a fresh lazy component.
  const [Loaded, setLoaded] = useState(() => lazyComponent(load));
  const { retry } = useWidgetMessages();
  return (
    <LoadBoundary className={className} message={failedText} retryLabel={retry} onRetry={() => setLoaded(() => lazyComponent(load))}>
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
