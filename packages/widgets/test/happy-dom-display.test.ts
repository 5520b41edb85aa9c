import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

it('names a suggestion with a marked match as one word, like a browser', () => {
  document.body.innerHTML = '<a role="option" href="#">Deep <mark>Fry</mark>ers</a><div role="option">Fry<div>pan</div></div>';
  expect(screen.getByRole('option', { name: 'Deep Fryers' })).toBeInTheDocument();
  // A block still separates words.
  expect(screen.getByRole('option', { name: 'Fry pan' })).toBeInTheDocument();
  expect(getComputedStyle(document.querySelector('mark')!).getPropertyValue('display')).toBe('inline');
});
