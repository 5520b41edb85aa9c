// CSS fragments the form widgets share (phone input, newsletter, glitch reporter): one
// definition for a text field, the primary button and the small notes under a field, so the
// three forms look and behave alike. Interpolated into each widget's own goober rules, like
// rootReset, so every shadow root still gets its own copy.
import { theme } from './styles';

/** The keyboard focus ring of fields and small buttons. */
export const focusRing = `outline: 2px solid ${theme.accent}; outline-offset: 1px;`;

/** A bordered text field (input or textarea) that turns red while aria-invalid. */
export const textField = `
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  font: inherit;
  &:focus {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${theme.sale};
  }
`;

/** The filled accent button that sends a form; dimmed with a progress cursor while sending. */
export const primaryButton = `
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.accent};
  color: ${theme.accentText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.text};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** A line of small text under a field: a hint (muted), an error (sale) or a success note. */
export const fieldNote = (color: string, fontSize = '12px') => `
  margin: 0;
  font-size: ${fontSize};
  color: ${color};
`;
