// An element as a partner's page gets it: HTML put into the document (the custom elements
// upgrade as it lands), then queried inside its open shadow root.
import { act, waitFor, within } from '@testing-library/react';

/** Puts `html` into the page; the holder it went into. */
export async function mountHtml(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = html;
    document.body.append(holder);
  });
  return holder;
}

/**
 * Waits until `element`'s body is in its shadow root (each body loads on its first render, a
 * dynamic import): `ready` when given (a selector inside the root), otherwise anything at all.
 */
export async function bodyLoaded(element: Element, ready?: string): Promise<void> {
  await waitFor(() => {
    if (ready) expect(element.shadowRoot?.querySelector(ready)).not.toBeNull();
    else expect(element.shadowRoot?.children.length).toBeGreaterThan(0);
  });
}

/** Puts `html` into the page and waits for the element it holds (the first, or `select`) to draw `ready`. */
export async function mountElement(html: string, { ready, select }: { ready?: string; select?: string } = {}): Promise<HTMLElement> {
  const holder = await mountHtml(html);
  const element = (select ? holder.querySelector(select) : holder.firstElementChild) as HTMLElement;
  await bodyLoaded(element, ready);
  return element;
}

/** Testing Library's queries inside an element's shadow root. */
export const inShadow = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

/** Puts `html` into the page and waits for every element at its top level to draw its body. */
export async function mountElements(html: string): Promise<HTMLElement[]> {
  const elements = [...(await mountHtml(html)).children] as HTMLElement[];
  await Promise.all(elements.map((element) => bodyLoaded(element)));
  return elements;
}
