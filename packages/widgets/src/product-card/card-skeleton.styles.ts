import { rootReset, theme, type StyleBinding } from '../runtime/styles';

export const cardSkeletonStyles = ({ css, keyframes }: StyleBinding) => {
  const pulse = keyframes`
    from { opacity: 1; }
    to { opacity: 0.5; }
  `;
  const block = `
    display: block;
    border-radius: 4px;
    background: #e9edf1;
    animation: ${pulse} 1s ease-in-out infinite alternate;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `;
  return {
    root: css`
      ${rootReset}
      display: flex;
      flex-direction: column;
      gap: 8px;
      inline-size: 100%;
      /* The same height a loaded card takes, so nothing shifts when it arrives. */
      min-block-size: var(--horeca-card-min-height, 360px);
      padding: 10px;
      border: 1px solid ${theme.border};
      border-radius: ${theme.radius};
      background: ${theme.surface};
    `,
    media: css`
      ${block}
      aspect-ratio: 1 / 1;
    `,
    line: css`
      ${block}
      block-size: 14px;
      &[data-short='true'] {
        inline-size: 60%;
      }
    `,
    button: css`
      ${block}
      block-size: 36px;
      margin-block-start: auto;
    `,
  };
};
