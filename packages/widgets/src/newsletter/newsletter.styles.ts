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
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
    font: inherit;
    &:focus {
      outline: 2px solid ${theme.accent};
      outline-offset: 1px;
    }
    &[aria-invalid='true'] {
      border-color: ${theme.sale};
    }
  `,
  button: css`
    padding-block: 10px;
    padding-inline: 18px;
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
  `,
  error: css`
    margin: 0;
    font-size: 13px;
    color: ${theme.sale};
  `,
  success: css`
    margin: 0;
    font-size: 13px;
    color: ${theme.success};
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
