import { CARD_SLIDER } from '@horeca/core/constants';
import { rootReset, theme, type StyleBinding } from '../runtime/styles';

export const productCardStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 6px;
    inline-size: 100%;
    min-inline-size: 0;
    padding: 10px;
    background: ${theme.surface};
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
  `,
  media: css`
    position: relative;
    display: block;
    aspect-ratio: 1 / 1;
    overflow: hidden;
    border-radius: calc(${theme.radius} - 2px);
    background: #f3f5f7;
  `,
  track: css`
    display: flex;
    block-size: 100%;
    transition: transform ${CARD_SLIDER.transitionMs}ms ease;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
  picture: css`
    display: contents;
  `,
  image: css`
    flex: 0 0 100%;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  `,
  video: css`
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    background: #000;
  `,
  dots: css`
    position: absolute;
    inset-block-end: 6px;
    inset-inline: 0;
    display: flex;
    justify-content: center;
    gap: 4px;
  `,
  dot: css`
    inline-size: 6px;
    block-size: 6px;
    border-radius: 50%;
    background: ${theme.border};
    &[data-state='active'] {
      background: ${theme.accent};
    }
  `,
  badge: css`
    position: absolute;
    inset-block-start: 8px;
    inset-inline-start: 8px;
    z-index: 1;
    padding-block: 2px;
    padding-inline: 6px;
    border-radius: 4px;
    background: ${theme.sale};
    color: #fff;
    font-size: 12px;
    font-weight: 700;
  `,
  heart: css`
    position: absolute;
    inset-block-start: 6px;
    inset-inline-end: 6px;
    z-index: 1;
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.9);
    color: ${theme.sale};
    cursor: pointer;
    &:disabled {
      opacity: 0.5;
      cursor: progress;
    }
    &:focus-visible {
      outline: 2px solid ${theme.accent};
      outline-offset: 2px;
    }
    svg {
      inline-size: 18px;
      block-size: 18px;
    }
  `,
  name: css`
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    line-height: 1.3;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    a {
      color: inherit;
      text-decoration: none;
    }
    a:hover,
    a:focus-visible {
      color: ${theme.accent};
      text-decoration: underline;
    }
  `,
  meta: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px;
    font-size: 12px;
    color: ${theme.muted};
  `,
  promo: css`
    font-size: 12px;
    font-weight: 700;
    color: ${theme.success};
  `,
  flashPromos: css`
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 11px;
    font-weight: 700;
    color: ${theme.sale};
  `,
  unit: css`
    font-size: 12px;
    color: ${theme.muted};
  `,
  price: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
  `,
  current: css`
    font-size: 16px;
    font-weight: 700;
  `,
  was: css`
    color: ${theme.muted};
    text-decoration: line-through;
    font-size: 12px;
  `,
  percent: css`
    color: ${theme.sale};
    font-size: 12px;
    font-weight: 700;
  `,
  srOnly: css`
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  `,
  actions: css`
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin-block-start: auto;
    &[data-busy='true'] {
      opacity: 0.5;
    }
  `,
  button: css`
    inline-size: 100%;
    min-block-size: 36px;
    padding-inline: 12px;
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.accent};
    color: ${theme.accentText};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    &:focus-visible {
      outline: 2px solid ${theme.text};
      outline-offset: 2px;
    }
  `,
  linkButton: css`
    align-self: flex-start;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.accent};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    &:disabled {
      opacity: 0.5;
    }
  `,
  stepper: css`
    display: grid;
    grid-template-columns: 36px 1fr 36px;
    align-items: stretch;
    min-block-size: 36px;
    border: 1px solid ${theme.accent};
    border-radius: ${theme.radius};
    overflow: hidden;
    button {
      border: 0;
      background: ${theme.accent};
      color: ${theme.accentText};
      font: inherit;
      font-size: 18px;
      cursor: pointer;
    }
    button:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    input {
      inline-size: 100%;
      min-inline-size: 0;
      border: 0;
      text-align: center;
      font: inherit;
      color: ${theme.text};
      background: ${theme.surface};
    }
  `,
});
