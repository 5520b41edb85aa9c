// @vitest-environment node
// On the server every page render must carry its own rules: extractCss empties goober's
// sheet after each page, so a style sheet made once and reused would leave later pages bare.
import { extractCss } from 'goober';
import { renderToString } from 'react-dom/server';
import { StarRating } from '../star-rating/star-rating';

const gooberClasses = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith('go'));

describe('widget styles on the server', () => {
  it('puts the rules of every rendered class into each page, not only the first', () => {
    for (const page of [1, 2, 3]) {
      const html = renderToString(<StarRating rating={page} />);
      const css = extractCss();
      const classes = gooberClasses(html);
      expect(classes.length).toBeGreaterThan(0);
      for (const name of classes) expect(css, `page ${page}`).toContain(`.${name}`);
    }
  });
});
