import { rootReset, theme, type StyleBinding } from '../runtime/styles';

// The dialog shell: loaded before the modal opens, so it stays small.
export const claimDialogStyles = ({ css }: StyleBinding) => ({
  trigger: css`
    ${rootReset}
    padding: 10px 18px;
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.accent};
    color: ${theme.accentText};
    font-weight: 600;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${theme.accent};
      outline-offset: 2px;
    }
  `,
  backdrop: css`
    position: fixed;
    inset: 0;
    z-index: 2147483000;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 16px;
    background: rgb(0 0 0 / 0.5);
  `,
  dialog: css`
    ${rootReset}
    display: flex;
    flex-direction: column;
    inline-size: min(720px, 100%);
    max-block-size: calc(100vh - 32px);
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
    &:focus {
      outline: none;
    }
  `,
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding-block: 14px;
    padding-inline: 20px;
    border-block-end: 1px solid ${theme.border};
    h2 {
      margin: 0;
      font-size: 20px;
    }
  `,
  close: css`
    inline-size: 36px;
    block-size: 36px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: #eef1f4;
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.5;
    }
  `,
  body: css`
    overflow-y: auto;
    padding-block: 16px;
    padding-inline: 20px;
  `,
  status: css`
    margin: 0;
    padding: 24px 0;
    color: ${theme.muted};
    text-align: center;
  `,
});
