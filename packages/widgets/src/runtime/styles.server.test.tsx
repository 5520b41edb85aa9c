// @vitest-environment node
// On the server every page render must carry its own rules: extractCss empties goober's
// sheet after each page, so a style sheet made once and reused would leave later pages bare.
import * as goober from 'goober';
import { renderToString } from 'react-dom/server';
import { StarRating } from '../star-rating/star-rating';
import { renderWithServerStyles } from './styles';

vi.mock('goober', async (actual) => {
  const real = await actual<typeof goober>();
  return { ...real, css: vi.fn(real.css) };
});

const gooberClasses = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith('go'));
const ratings = (count: number) => Array.from({ length: count }, (_, index) => <StarRating key={index} rating={(index % 5) + 1} />);

describe('widget styles on the server', () => {
  it('puts the rules of every rendered class into each page, not only the first', () => {
    for (const page of [1, 2, 3]) {
      const html = renderToString(<StarRating rating={page} />);
      const css = goober.extractCss();
      const classes = gooberClasses(html);
      expect(classes.length).toBeGreaterThan(0);
      for (const name of classes) expect(css, `page ${page}`).toContain(`.${name}`);
    }
  });

  it('makes a widget’s sheet once per page however many times the page shows it, and again for the next page', () => {
    vi.mocked(goober.css).mockClear();
    renderWithServerStyles(() => renderToString(<>{ratings(1)}</>));
    const forOne = vi.mocked(goober.css).mock.calls.length;
    expect(forOne).toBeGreaterThan(0);
    for (const page of [1, 2]) {
      vi.mocked(goober.css).mockClear();
      const { html, css } = renderWithServerStyles(() => renderToString(<>{ratings(20)}</>));
      expect(vi.mocked(goober.css).mock.calls.length, `page ${page}`).toBe(forOne);
      for (const name of gooberClasses(html)) expect(css, `page ${page}`).toContain(`.${name}`);
    }
  });
});
