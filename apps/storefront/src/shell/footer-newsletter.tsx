// The footer's newsletter block (docs/behaviour.md §2.8). The Newsletter widget owns the heading, the
// form, its messages and its call; this is only where it sits. Its form code
// (react-hook-form, yup) loads only when the footer nears the screen: first paint is above it.
import { lazy, Suspense } from 'react';
import { useNearScreen } from '../lib/use-near-screen';

const Newsletter = lazy(() => import('./newsletter-slot'));

export function FooterNewsletter() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <div className="site-footer__newsletter" ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <Newsletter />
        </Suspense>
      ) : null}
    </div>
  );
}
