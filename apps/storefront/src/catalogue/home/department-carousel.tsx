// One department's carousel on the home page. Below the fold on every screen, so it
// fetches and draws its cards only when the shopper scrolls near; until then a labelled
// box of the carousel's height holds its place (nothing moves when it fills in).
import type { DEPARTMENTS } from '@horeca/core/constants';
import { ProductCarousel } from '@horeca/widgets';
import { useNearScreen } from '../../lib/use-near-screen';

export function DepartmentCarousel({ department }: { department: (typeof DEPARTMENTS)[number] }) {
  const { ref, near } = useNearScreen<HTMLElement>();
  if (near) return <ProductCarousel title={department.name} category={department.slug} />;
  return <section ref={ref} className="carousel-placeholder" aria-label={department.name} aria-busy="true" />;
}
