import { TOASTS } from '@horeca/core/constants';
import { rootReset, theme, type StyleBinding } from './styles';

export const toasterStyles = ({ css }: StyleBinding) => ({
  region: css`
    position: fixed;
    /* A host with a bar fixed at the bottom (the storefront's phone bar) lifts the toasts above it. */
    inset-block-end: var(--horeca-toast-offset, 16px);
    inset-inline-end: 16px;
    z-index: 2147483000;
    display: flex;
    flex-direction: column;
    gap: 8px;
    max-inline-size: min(360px, calc(100vw - 32px));
    ${rootReset}
    pointer-events: none;
  `,
  topRight: css`
    inset-block-end: auto;
    inset-block-start: 16px;
    gap: ${TOASTS.library.gapPx}px;
  `,
  icon: css`
    flex: none;
    color: ${theme.sale};
  `,
  toast: css`
    display: flex;
    gap: 8px;
    align-items: flex-start;
    pointer-events: auto;
    padding-block: 10px;
    padding-inline: 14px;
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
    border-inline-start: 4px solid ${theme.success};
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.16);
    font-size: 14px;
    &[data-tone='error'] {
      border-inline-start-color: ${theme.sale};
    }
  `,
  title: css`
    display: block;
    font-weight: 700;
    text-transform: capitalize;
    color: ${theme.sale};
  `,
});
