import { computeAccessibleName } from 'dom-accessibility-api';
import { expect, it } from 'vitest';

it('names a suggestion with a marked match as one word, like a browser', () => {
  document.body.innerHTML = '<a role="option" href="#">Deep <mark>Fry</mark>ers</a><div role="option">A<div>B</div></div>';
  const [link, block] = document.querySelectorAll('[role=option]');
  expect(computeAccessibleName(link!)).toBe('Deep Fryers');
  expect(computeAccessibleName(block!)).toBe('A B');
  expect(getComputedStyle(document.querySelector('mark')!).getPropertyValue('display')).toBe('inline');
});
