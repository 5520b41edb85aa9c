// The server's guess of the shopper's window width, from the User-Agent (phones say
// "Mobile"; tablets say iPad or Android without Mobile). A right guess means the first browser
// render matches the server's layout and nothing moves; a wrong one costs one extra render.
export const PHONE_WIDTH = 412;
export const TABLET_WIDTH = 800;
export const DESKTOP_WIDTH = 1280;

export function guessViewportWidth(userAgent: string | null | undefined): number {
  const agent = userAgent ?? '';
  if (/iPad|Tablet/i.test(agent) || (/Android/i.test(agent) && !/Mobile/i.test(agent))) return TABLET_WIDTH;
  if (/Mobi|iPhone|iPod/i.test(agent)) return PHONE_WIDTH;
  return DESKTOP_WIDTH;
}

/** Whether a width media query such as '(max-width: 1023.98px)' holds at `width`. */
export function widthQueryMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) => (bound === 'min' ? width >= Number(value) : width <= Number(value)));
}
