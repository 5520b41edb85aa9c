// `inert` on an element, whichever React renders it. React 19 knows the boolean attribute (and
// writes it into the server's HTML); React 18, which the script-tag bundle ships (issue 30) and
// the npm peer range allows, drops a boolean it does not know, so there the attribute is set on
// the element itself, after every render (a new callback ref each time).
import { version, type RefCallback } from 'react';

const REACT_KNOWS_INERT = Number.parseInt(version, 10) >= 19;

export function inertProps(inert: boolean): { inert: boolean } | { ref: RefCallback<HTMLElement> } {
  if (REACT_KNOWS_INERT) return { inert };
  return {
    ref: (element) => {
      element?.toggleAttribute('inert', inert);
    },
  };
}
