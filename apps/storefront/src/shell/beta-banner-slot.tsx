// The beta banner with the glitch reporter (spec 2.13). The widget owns the banner, its
// session memory and the report form; this is where it sits in the shell.
export function BetaBannerSlot() {
  return null;
}
