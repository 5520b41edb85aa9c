// The footer's newsletter block (spec 2.8). The Newsletter widget owns the form, its
// messages and its call; this is only where it sits.
export function FooterNewsletter() {
  return null;
}
