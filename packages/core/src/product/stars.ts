// Star rating display of docs/behaviour.md §2.9: a 0-to-max scale with half stars, and a
// one-star summary (full from 1, half from .5).
import { parseNumberInput } from '../fields/digits';

export type StarState = 'full' | 'half' | 'empty';

type Rating = number | string | null | undefined;

/** A readable rating, or 0: a product without reviews shows empty stars. */
function readRating(rating: Rating): number {
  const value = parseNumberInput(rating);
  return Number.isNaN(value) ? 0 : value;
}

/** One state per star: full while the rating reaches it, half when .5 or more of it remains. */
export function starStates(rating: Rating, max = 5): StarState[] {
  if (!Number.isInteger(max) || max < 1 || max > 10) {
    throw new RangeError(`A star scale has 1 to 10 stars, not ${max}`);
  }
  const value = readRating(rating);
  return Array.from({ length: max }, (_, index): StarState => {
    if (value >= index + 1) return 'full';
    return value - index >= 0.5 ? 'half' : 'empty';
  });
}

export function singleStarState(rating: Rating): StarState {
  const value = readRating(rating);
  if (value >= 1) return 'full';
  return value >= 0.5 ? 'half' : 'empty';
}
