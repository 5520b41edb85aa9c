// In the browser, widget rules are written to the real <style> element once per task, not
// once per rule (each write makes the browser parse the whole sheet again).
import { render, screen } from '@testing-library/react';
import { StarRating } from '../star-rating/star-rating';
import { bindStyles } from './styles';

const classesOf = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));

describe('widget styles', () => {
  it('batches rules into the real <style> element by the end of the task', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const { css } = bindStyles(root);
    const first = css({ color: 'rgb(1, 2, 3)' });
    const second = css({ color: 'rgb(4, 5, 6)' });
    // Nothing written yet: both rules wait for one write.
    expect(root.querySelector('#_goober')?.textContent ?? '').not.toContain(second);
    await Promise.resolve();
    const sheet = root.querySelector('#_goober')?.textContent ?? '';
    expect(sheet).toContain(`.${first}`);
    expect(sheet).toContain(`.${second}`);
    // A second binding of the same root adds to the same text rather than replacing it.
    const third = bindStyles(root).css({ color: 'rgb(7, 8, 9)' });
    await Promise.resolve();
    expect(root.querySelector('#_goober')?.textContent).toContain(`.${first}`);
    expect(root.querySelector('#_goober')?.textContent).toContain(`.${third}`);
  });

  it("leaves a server's sheet untouched: rules made in the browser go to a sheet of their own", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const server = Object.assign(document.createElement('style'), { id: '_goober', textContent: '.go1{color:red;}' });
    root.append(server);
    const writes: MutationRecord[] = [];
    new MutationObserver((records) => writes.push(...records)).observe(server, { childList: true, characterData: true, subtree: true });
    const { css } = bindStyles(root);
    const added = css({ color: 'rgb(10, 11, 12)' });
    await Promise.resolve();
    expect(server.textContent).toBe('.go1{color:red;}');
    expect(root.querySelector('#_goober-later')?.textContent).toContain(`.${added}`);
    expect(server.nextElementSibling).toBe(root.querySelector('#_goober-later'));
    // goober reads both sheets as one text, so the second write holds both new rules.
    const more = css({ color: 'rgb(13, 14, 15)' });
    await Promise.resolve();
    expect(root.querySelector('#_goober-later')?.textContent).toBe(`.${added}{color:rgb(10, 11, 12);}.${more}{color:rgb(13, 14, 15);}`);
    await Promise.resolve();
    expect(writes).toEqual([]);
  });

  it('puts keyframes in the same sheet as the rules that use them', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const { css, keyframes } = bindStyles(root);
    const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.5 } });
    const rule = css({ animationName: pulse });
    await Promise.resolve();
    const sheet = root.querySelector('#_goober')?.textContent ?? '';
    expect(sheet).toContain(`@keyframes ${pulse}`);
    expect(sheet).toContain(`.${rule}`);
    expect(document.head.querySelector('#_goober')?.textContent ?? '').not.toContain(`@keyframes ${pulse}`);
  });

  it('styles a component the page renders', async () => {
    render(<StarRating rating={4} />);
    await Promise.resolve();
    const sheet = document.head.querySelector('#_goober')?.textContent ?? '';
    const star = screen.getByRole('img', { name: /4/ });
    expect(classesOf(star.outerHTML).filter((name) => name.startsWith('go')).every((name) => sheet.includes(`.${name}`))).toBe(true);
  });
});
