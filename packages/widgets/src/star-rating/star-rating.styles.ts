import { theme, type StyleBinding } from '../runtime/styles';

export const starRatingStyles = ({ css }: StyleBinding) => ({
  root: css`
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${theme.star};
    line-height: 1;
  `,
  star: css`
    inline-size: 14px;
    block-size: 14px;
    flex: none;
    /* A half star fills from the reading start: mirror it on right-to-left pages. */
    [dir='rtl'] & {
      transform: scaleX(-1);
    }
  `,
});
