import { fieldNote, focusRing } from '../runtime/form-styles';
import { rootReset, theme, type StyleBinding } from '../runtime/styles';

export const phoneInputStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    display: flex;
    flex-direction: column;
    gap: 4px;
    inline-size: 100%;
  `,
  labelRow: css`
    display: flex;
    align-items: center;
    gap: 6px;
  `,
  label: css`
    font-weight: 600;
  `,
  requiredMark: css`
    color: ${theme.sale};
  `,
  field: css`
    position: relative;
    display: flex;
    align-items: stretch;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    &:focus-within {
      ${focusRing}
    }
    &[data-invalid] {
      border-color: ${theme.sale};
    }
  `,
  picker: css`
    display: flex;
  `,
  trigger: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding-block: 8px;
    padding-inline: 10px 8px;
    border: 0;
    border-inline-end: 1px solid ${theme.border};
    border-start-start-radius: ${theme.radius};
    border-end-start-radius: ${theme.radius};
    background: #f3f5f7;
    color: ${theme.text};
    font: inherit;
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
  flag: css`
    font-size: 18px;
    line-height: 1;
  `,
  caret: css`
    inline-size: 0;
    block-size: 0;
    border-inline: 4px solid transparent;
    border-block-start: 5px solid currentColor;
  `,
  input: css`
    flex: 1;
    min-inline-size: 0;
    padding-block: 8px;
    padding-inline: 10px;
    border: 0;
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    /* The number reads left to right in an Arabic page too; it aligns with the start. */
    text-align: start;
    &:focus {
      outline: none;
    }
  `,
  popup: css`
    position: absolute;
    z-index: 10;
    inset-block-start: calc(100% + 4px);
    inset-inline-start: 0;
    inline-size: min(320px, 100%);
    padding: 8px;
    background: ${theme.surface};
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 24px rgb(0 0 0 / 15%);
  `,
  search: css`
    inline-size: 100%;
    padding: 6px 8px;
    border: 1px solid ${theme.border};
    border-radius: calc(${theme.radius} - 2px);
    font: inherit;
    &:focus {
      ${focusRing}
    }
  `,
  status: css`
    margin: 6px 0 4px;
    font-size: 12px;
    color: ${theme.muted};
  `,
  empty: css`
    margin: 0 0 4px;
    font-size: 12px;
    color: ${theme.muted};
  `,
  list: css`
    /* Spec: the list is about 192 px high at most. */
    max-block-size: 192px;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  option: css`
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: calc(${theme.radius} - 2px);
    cursor: pointer;
    &[data-active] {
      background: #eef3f9;
      outline: 1px solid ${theme.accent};
    }
    &[aria-selected='true'] {
      font-weight: 600;
    }
  `,
  optionName: css`
    flex: 1;
  `,
  optionDial: css`
    color: ${theme.muted};
  `,
  hint: css`
    ${fieldNote(theme.muted)}
  `,
  error: css`
    ${fieldNote(theme.sale)}
  `,
  tooltipAnchor: css`
    position: relative;
    display: inline-flex;
  `,
  tooltipButton: css`
    inline-size: 18px;
    block-size: 18px;
    padding: 0;
    border: 1px solid ${theme.muted};
    border-radius: 50%;
    background: transparent;
    color: ${theme.muted};
    font: 600 11px / 1 ${theme.font};
    cursor: help;
    &:focus-visible {
      ${focusRing}
    }
  `,
  tooltip: css`
    position: absolute;
    z-index: 11;
    inset-block-end: calc(100% + 6px);
    inset-inline-start: 50%;
    translate: -50% 0;
    inline-size: max-content;
    max-inline-size: 240px;
    padding: 6px 8px;
    border-radius: 6px;
    background: ${theme.text};
    color: ${theme.surface};
    font-size: 12px;
    &[hidden] {
      display: none;
    }
    [dir='rtl'] & {
      translate: 50% 0;
    }
  `,
});
