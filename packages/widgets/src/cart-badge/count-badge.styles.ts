import { rootReset, theme, type StyleBinding } from '../runtime/styles';

export const countBadgeStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    position: relative;
    display: inline-grid;
    place-items: center;
    inline-size: 40px;
    block-size: 40px;
    color: ${theme.text};
    text-decoration: none;
    svg {
      inline-size: 26px;
      block-size: 26px;
    }
    &:focus-visible {
      outline: 2px solid ${theme.accent};
      outline-offset: 2px;
      border-radius: 50%;
    }
  `,
  /** Inside a linked badge: fills the link, so the icon and bubble sit as in the plain one. */
  picture: css`
    display: inline-grid;
    place-items: center;
    inline-size: 100%;
    block-size: 100%;
  `,
  count: css`
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    min-inline-size: 18px;
    block-size: 18px;
    padding-inline: 4px;
    border-radius: 9px;
    background: ${theme.sale};
    color: #fff;
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
    &[data-size='large'] {
      min-inline-size: 26px;
      block-size: 22px;
      border-radius: 11px;
      line-height: 22px;
      font-size: 12px;
    }
  `,
});
