import { screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import { StarRating } from './star-rating';

const states = () => [...document.querySelectorAll('svg[data-state]')].map((star) => star.getAttribute('data-state'));

describe('StarRating (docs/behaviour.md §2.9)', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.4, ['full', 'full', 'full', 'full', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('rating %s shows %j', (rating, expected) => {
    renderWidget(<StarRating rating={rating} />);
    expect(states()).toEqual(expected);
    expect(screen.getByRole('img', { name: `Rated ${rating} out of 5` })).toBeInTheDocument();
  });

  it.each([
    [1, 'full'],
    [0.5, 'half'],
    [0.4, 'empty'],
  ])('the one-star summary of %s is %s', (rating, expected) => {
    renderWidget(<StarRating rating={rating} variant="single" />);
    expect(states()).toEqual([expected]);
  });

  it('reads a missing rating as 0', () => {
    renderWidget(<StarRating rating={null} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });

  it('passes axe', async () => {
    const { container } = renderWidget(<StarRating rating={2.5} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
