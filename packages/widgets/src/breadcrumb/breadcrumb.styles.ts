import { theme, type StyleBinding } from '../runtime/styles';

export const breadcrumbStyles = ({ css }: StyleBinding) => ({
  root: css`
    font-family: ${theme.font};
    font-size: 13px;
    color: ${theme.muted};
    @media (max-width: 639px) {
      display: none;
    }
  `,
  list: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  item: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    & + &::before {
      content: '/';
      color: ${theme.border};
    }
  `,
  link: css`
    color: inherit;
    text-decoration: none;
    &:hover,
    &:focus-visible {
      text-decoration: underline;
      color: ${theme.accent};
    }
  `,
  current: css`
    font-weight: 700;
    color: ${theme.text};
  `,
});
