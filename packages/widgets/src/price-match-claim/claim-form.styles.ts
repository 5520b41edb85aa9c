import { theme, type StyleBinding } from '../runtime/styles';

// The form body's rules: loaded with the form when the modal opens.
export const claimFormStyles = ({ css }: StyleBinding) => ({
  form: css`
    display: flex;
    flex-direction: column;
    gap: 18px;
  `,
  banner: css`
    margin: 0;
    padding: 10px 14px;
    border: 1px solid ${theme.sale};
    border-radius: ${theme.radius};
    background: #fdecec;
    color: ${theme.sale};
    font-weight: 600;
  `,
  step: css`
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: 12px 16px;
    legend {
      display: flex;
      align-items: center;
      gap: 8px;
      margin-block-end: 10px;
      padding: 0;
      font-size: 16px;
      font-weight: 700;
    }
  `,
  stepNumber: css`
    display: inline-grid;
    place-items: center;
    inline-size: 26px;
    block-size: 26px;
    border-radius: 50%;
    background: ${theme.accent};
    color: ${theme.accentText};
    font-size: 13px;
  `,
  wide: css`
    grid-column: 1 / -1;
  `,
  field: css`
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-inline-size: 0;
    label {
      font-weight: 600;
    }
    input:not([type='checkbox']):not([type='radio']):not([type='file']),
    select {
      inline-size: 100%;
      padding: 8px 10px;
      border: 1px solid ${theme.border};
      border-radius: calc(${theme.radius} - 2px);
      background: ${theme.surface};
      color: inherit;
      font: inherit;
    }
    input:focus-visible,
    select:focus-visible {
      outline: 2px solid ${theme.accent};
      outline-offset: 1px;
    }
    [aria-invalid='true'] {
      border-color: ${theme.sale};
    }
  `,
  required: css`
    margin-inline-start: 2px;
    color: ${theme.sale};
  `,
  hint: css`
    margin: 0;
    color: ${theme.muted};
    font-size: 12px;
  `,
  error: css`
    margin: 0;
    color: ${theme.sale};
    font-size: 13px;
  `,
  choices: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    label {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      font-weight: 600;
    }
  `,
  tick: css`
    display: flex;
    align-items: flex-start;
    gap: 8px;
    input {
      margin-block-start: 3px;
    }
  `,
  links: css`
    display: flex;
    gap: 16px;
    margin: 0;
    a {
      color: ${theme.accent};
    }
  `,
  preview: css`
    display: flex;
    align-items: center;
    gap: 10px;
    img {
      inline-size: 64px;
      block-size: 64px;
      object-fit: cover;
      border: 1px solid ${theme.border};
      border-radius: 4px;
    }
    progress {
      inline-size: 140px;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 10px;
    padding-block-start: 4px;
    button {
      padding: 10px 18px;
      border-radius: ${theme.radius};
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    button:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
  primary: css`
    border: 0;
    background: ${theme.accent};
    color: ${theme.accentText};
  `,
  secondary: css`
    border: 1px solid ${theme.border};
    background: ${theme.surface};
    color: inherit;
  `,
  smallButton: css`
    padding: 4px 10px;
    border: 1px solid ${theme.border};
    border-radius: 4px;
    background: ${theme.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  `,
});

export type ClaimFormStyles = ReturnType<typeof claimFormStyles>;
