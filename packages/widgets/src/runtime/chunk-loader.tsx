// Renders a component from a lazy chunk: a status line while it loads, and when the fetch
// fails (offline, a new deploy removed the old chunk) an alert with a retry instead of an
// empty dialog.
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LoadBoundary } from './load-boundary';
import { useWidgetMessages } from './use-messages';

export interface ChunkLoaderProps<P extends object> {
  /** The component, from its chunk (e.g. `() => formChunk.load().then((m) => m.Form)`). */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** 'Loading the ... form...' */
  loadingText: string;
  /** Shown instead of the status line with loadingText while the chunk loads. */
  fallback?: ReactNode;
  /** What the alert says when the chunk could not be fetched. */
  failedText: string;
  className: string;
}

/**
 * One lazy component per chunk, kept across mounts: a part opened again (the search panel on
 * every focus) renders at once, where a new React.lazy would show the fallback for a frame.
 * Keyed by the load function (a module constant per chunk).
 */
const lazyComponents = new WeakMap<object, unknown>();

function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fresh = false): LazyExoticComponent<ComponentType<P>> {
  let component = lazyComponents.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component || fresh) {
    const made = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        // React.lazy remembers the rejection: the next mount (the part opened again) tries anew.
        if (lazyComponents.get(load) === made) lazyComponents.delete(load);
        throw error;
      }
    });
    lazyComponents.set(load, (component = made));
  }
  return component;
}

export function ChunkLoader<P extends object>({ load, props, loadingText, fallback, failedText, className }: ChunkLoaderProps<P>) {
  const [Loaded, setLoaded] = useState(() => lazyComponent(load));
  const { retry } = useWidgetMessages();
  return (
    // React.lazy remembers a rejection, so each retry needs a fresh lazy component.
    <LoadBoundary className={className} message={failedText} retryLabel={retry} onRetry={() => setLoaded(() => lazyComponent(load, true))}>
      <Suspense
        fallback={
          fallback ?? (
            <p className={className} role="status">
              {loadingText}
            </p>
          )
        }
      >
        <Loaded {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
