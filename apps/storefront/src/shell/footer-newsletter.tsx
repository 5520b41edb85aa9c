// The footer's newsletter block (spec 2.8). The Newsletter widget owns the heading, the
// form, its messages and its call; this is only where it sits.
import { Newsletter } from '@horeca/widgets';

export function FooterNewsletter() {
  return (
    <div className="site-footer__newsletter">
      <Newsletter />
    </div>
  );
}
