// Quantity rules of docs/behaviour.md §4 and §5: whole numbers only; empty resets to the
// minimum; below the range becomes the minimum and above becomes the maximum (applied
// on blur). Arabic-Indic digits are accepted.
import { CARD_QUANTITY, HEADER_QUANTITY, RETURN_QUANTITY_MIN } from '../constants/constants';
import { parseNumberInput } from '../fields/digits';

export type QuantityInput = string | number | null | undefined;
export type QuantityStep = 1 | -1;

/** `input` as a whole number within min..max; unreadable input gives `min`. */
export function clampQuantity(input: QuantityInput, min: number, max: number): number {
  const value = parseNumberInput(input);
  if (Number.isNaN(value)) return min;
  // Infinity floors to itself and clamps like any other huge value.
  const whole = Math.floor(value);
  return Math.min(max, Math.max(min, whole));
}

/** Product-card quantity, 1 to 99. */
export function clampCardQuantity(input: QuantityInput): number {
  return clampQuantity(input, CARD_QUANTITY.min, CARD_QUANTITY.max);
}

/** Plus does nothing at 99, minus nothing at 1. */
export function stepCardQuantity(quantity: QuantityInput, step: QuantityStep): number {
  return clampCardQuantity(clampCardQuantity(quantity) + step);
}

/** Header stepper quantity, 1 to 100. */
export function clampHeaderQuantity(input: QuantityInput): number {
  return clampQuantity(input, HEADER_QUANTITY.min, HEADER_QUANTITY.max);
}

export function stepHeaderQuantity(quantity: QuantityInput, step: QuantityStep): number {
  return clampHeaderQuantity(clampHeaderQuantity(quantity) + step);
}

/** The most that can be returned: the ordered quantity, never below 1. */
function returnMax(ordered: number): number {
  return Number.isFinite(ordered) ? Math.max(RETURN_QUANTITY_MIN, Math.floor(ordered)) : RETURN_QUANTITY_MIN;
}

/** Return quantity, 1 to the ordered quantity. */
export function clampReturnQuantity(input: QuantityInput, ordered: number): number {
  return clampQuantity(input, RETURN_QUANTITY_MIN, returnMax(ordered));
}

export function stepReturnQuantity(quantity: QuantityInput, step: QuantityStep, ordered: number): number {
  return clampReturnQuantity(clampReturnQuantity(quantity, ordered) + step, ordered);
}
