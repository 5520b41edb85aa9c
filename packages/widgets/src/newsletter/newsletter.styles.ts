import { fieldNote, primaryButton, textField } from '../runtime/form-styles';
import { rootReset, theme, type StyleBinding } from '../runtime/styles';

export const newsletterStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    display: flex;
    flex-direction: column;
    gap: 8px;
    inline-size: 100%;
  `,
  heading: css`
    margin: 0;
    font-size: 16px;
    font-weight: 700;
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  input: css`
    flex: 1 1 200px;
    min-inline-size: 0;
    padding-block: 10px;
    padding-inline: 12px;
    background: ${theme.surface};
    color: ${theme.text};
    ${textField}
  `,
  button: css`
    padding-block: 10px;
    padding-inline: 18px;
    ${primaryButton}
  `,
  error: css`
    ${fieldNote(theme.sale, '13px')}
  `,
  success: css`
    ${fieldNote(theme.success, '13px')}
  `,
  messageRegion: css`
    min-block-size: 0;
  `,
  visuallyHidden: css`
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  `,
});
