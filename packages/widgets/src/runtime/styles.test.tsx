// In the browser, widget rules are written once per task, not once per rule (each write makes
// the browser parse the whole sheet again): in a shadow root to a constructable sheet the root
// adopts, so a partner's strict CSP has no <style> element to refuse; where a browser has no
// constructable sheets, to a <style> element with the nonce of the page's scripts.
import { render, screen } from '@testing-library/react';
import { StarRating } from '../star-rating/star-rating';
import { bindStyles } from './styles';

const classesOf = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const sheetText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');

/** The text of every rule the root adopted. */
const adoptedText = (root: ShadowRoot) => root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('widget styles', () => {
  it('batches rules into one sheet the shadow root adopts, by the end of the task, and injects no <style> element', async () => {
    const root = shadowRoot();
    const { css } = bindStyles(root);
    const first = css({ color: 'rgb(1, 2, 3)' });
    const second = css({ color: 'rgb(4, 5, 6)' });
    // Nothing written yet: both rules wait for one write.
    expect(adoptedText(root)).not.toContain(second);
    await Promise.resolve();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(adoptedText(root)).toContain(`.${first}`);
    expect(adoptedText(root)).toContain(`.${second}`);
    // A second binding of the same root adds to the same sheet rather than replacing it.
    const third = bindStyles(root).css({ color: 'rgb(7, 8, 9)' });
    await Promise.resolve();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(adoptedText(root)).toContain(`.${first}`);
    expect(adoptedText(root)).toContain(`.${third}`);
    expect(root.querySelector('style')).toBeNull();
  });

  it('styles the element in the root through the adopted sheet', async () => {
    const root = shadowRoot();
    const button = document.createElement('button');
    root.append(button);
    button.className = bindStyles(root).css({ color: 'rgb(20, 30, 40)' });
    await Promise.resolve();
    expect(getComputedStyle(button).color).toBe('rgb(20, 30, 40)');
  });

  it("without constructable sheets, writes a <style> element in the root with the loading script's nonce", async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const script = Object.assign(document.createElement('script'), { type: 'module', src: '/horeca-widgets.js' });
    script.setAttribute('nonce', 'r4nd0m');
    document.head.append(script);
    const root = shadowRoot();
    const rule = bindStyles(root).css({ color: 'rgb(1, 1, 1)' });
    await Promise.resolve();
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('nonce')).toBe('r4nd0m');
    expect(styles[0]!.textContent).toContain(`.${rule}`);
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('without constructable sheets and without a nonce on the page, still writes the <style> element (a page without a policy)', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const root = shadowRoot();
    const rule = bindStyles(root).css({ color: 'rgb(2, 2, 2)' });
    await Promise.resolve();
    expect(root.querySelector('style')?.textContent).toContain(`.${rule}`);
    expect(root.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  });

  it("leaves a server's sheet untouched: rules made in the browser go to a sheet the document adopts, which no style-src governs", async () => {
    // The React face on the storefront: document.head holds the server's <style id="_goober">,
    // which a rendered page's policy allows by its hash: a <style> made or rewritten here would be refused.
    const head = document.createElement('div');
    document.body.append(head);
    const server = Object.assign(document.createElement('style'), { id: '_goober', textContent: '.go1{color:red;}' });
    head.append(server);
    const writes: MutationRecord[] = [];
    new MutationObserver((records) => writes.push(...records)).observe(head, { childList: true, characterData: true, subtree: true });
    const adoptedBefore = document.adoptedStyleSheets.length;
    const { css } = bindStyles(head);
    const added = css({ color: 'rgb(10, 11, 12)' });
    await Promise.resolve();
    expect(server.textContent).toBe('.go1{color:red;}');
    expect(document.adoptedStyleSheets).toHaveLength(adoptedBefore + 1);
    const browserSheet = document.adoptedStyleSheets.at(-1)!;
    expect(sheetText(browserSheet)).toContain(`.${added}`);
    // goober reads both sheets as one text, so the second write holds both new rules.
    const more = css({ color: 'rgb(13, 14, 15)' });
    await Promise.resolve();
    expect(sheetText(browserSheet)).toBe(`.${added} { color: rgb(10, 11, 12); }\n.${more} { color: rgb(13, 14, 15); }`);
    expect(document.adoptedStyleSheets).toHaveLength(adoptedBefore + 1);
    await Promise.resolve();
    // No <style> made, none written.
    expect(writes).toEqual([]);
  });

  it("without constructable sheets, puts the browser's rules in a <style> of their own after the server's, with the page's nonce", async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const script = Object.assign(document.createElement('script'), { type: 'module', src: '/main.js' });
    script.setAttribute('nonce', 'sh3ll');
    document.head.append(script);
    const head = document.createElement('div');
    document.body.append(head);
    const server = Object.assign(document.createElement('style'), { id: '_goober', textContent: '.go1{color:red;}' });
    head.append(server);
    const { css } = bindStyles(head);
    const added = css({ color: 'rgb(16, 17, 18)' });
    await Promise.resolve();
    expect(server.textContent).toBe('.go1{color:red;}');
    const later = head.querySelector('#_goober-later');
    expect(later?.textContent).toBe(`.${added}{color:rgb(16, 17, 18);}`);
    expect(later?.getAttribute('nonce')).toBe('sh3ll');
    expect(server.nextElementSibling).toBe(later);
  });

  it('puts keyframes in the same sheet as the rules that use them', async () => {
    const root = shadowRoot();
    const { css, keyframes } = bindStyles(root);
    const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.5 } });
    const rule = css({ animationName: pulse });
    await Promise.resolve();
    expect(adoptedText(root)).toContain(`@keyframes ${pulse}`);
    expect(adoptedText(root)).toContain(`.${rule}`);
    expect(document.head.querySelector('#_goober')?.textContent ?? '').not.toContain(`@keyframes ${pulse}`);
  });

  it('styles a component the page renders', async () => {
    render(<StarRating rating={4} />);
    await Promise.resolve();
    const sheet = document.adoptedStyleSheets.map(sheetText).join('\n');
    const star = screen.getByRole('img', { name: /4/ });
    expect(classesOf(star.outerHTML).filter((name) => name.startsWith('go')).every((name) => sheet.includes(`.${name}`))).toBe(true);
  });
});
