import { rootReset, theme, type StyleBinding } from '../runtime/styles';

const focusRing = `
  &:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
`;

export const searchStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    position: relative;
    inline-size: 100%;
    &[data-layout='fullscreen'] {
      position: fixed;
      inset: 0;
      z-index: 2147483000;
      display: flex;
      flex-direction: column;
      background: ${theme.surface};
      padding: 12px;
    }
  `,
  form: css`
    display: flex;
    align-items: stretch;
    gap: 4px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    &:focus-within {
      border-color: ${theme.accent};
    }
  `,
  input: css`
    flex: 1;
    min-inline-size: 0;
    padding-block: 10px;
    padding-inline: 12px;
    border: 0;
    background: transparent;
    color: ${theme.text};
    font: inherit;
    outline: none;
  `,
  iconButton: css`
    display: inline-grid;
    place-items: center;
    min-inline-size: 40px;
    border: 0;
    background: transparent;
    color: ${theme.muted};
    cursor: pointer;
    ${focusRing}
  `,
  panel: css`
    position: absolute;
    inset-block-start: calc(100% + 4px);
    inset-inline: 0;
    z-index: 1000;
    min-inline-size: min(720px, 100vw);
    max-block-size: 70vh;
    overflow: auto;
    padding: 12px;
    background: ${theme.surface};
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
    [data-layout='fullscreen'] > & {
      position: static;
      flex: 1;
      min-inline-size: 0;
      max-block-size: none;
      border: 0;
      box-shadow: none;
      padding-inline: 0;
    }
  `,
  body: css`
    display: grid;
    gap: 12px;
  `,
  listbox: css`
    display: grid;
    gap: 12px;
    @media (min-width: 640px) {
      grid-template-columns: 3fr 2fr;
      & > [role='group']:first-child {
        grid-row: span 2;
      }
    }
  `,
  group: css`
    display: grid;
    align-content: start;
    gap: 2px;
  `,
  title: css`
    margin-block-end: 4px;
    color: ${theme.muted};
    font-size: 12px;
    font-weight: 700;
  `,
  empty: css`
    margin: 0;
    padding-block: 6px;
    color: ${theme.muted};
  `,
  option: css`
    display: flex;
    align-items: center;
    gap: 10px;
    padding-block: 6px;
    padding-inline: 8px;
    border-radius: calc(${theme.radius} - 2px);
    color: ${theme.text};
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &[aria-selected='true'] {
      background: color-mix(in srgb, ${theme.accent} 10%, ${theme.surface});
    }
    &[aria-selected='true'] {
      outline: 2px solid ${theme.accent};
      outline-offset: -2px;
    }
  `,
  thumb: css`
    flex: 0 0 40px;
    inline-size: 40px;
    block-size: 40px;
    object-fit: contain;
    border-radius: 4px;
    background: #f3f5f7;
  `,
  optionText: css`
    display: grid;
    flex: 1;
    min-inline-size: 0;
  `,
  optionLabel: css`
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `,
  details: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    p {
      margin: 0;
    }
  `,
  sku: css`
    color: ${theme.muted};
    font-size: 12px;
  `,
  mark: css`
    background: transparent;
    color: inherit;
    font-weight: 700;
  `,
  trending: css`
    border-block-start: 1px solid ${theme.border};
    padding-block-start: 10px;
  `,
  trendingList: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  trendingItem: css`
    display: grid;
    align-content: start;
    gap: 6px;
    &[data-busy='true'] {
      opacity: 0.5;
    }
  `,
  trendingLink: css`
    display: flex;
    align-items: center;
    gap: 8px;
    min-inline-size: 0;
    color: ${theme.text};
    text-decoration: none;
    ${focusRing}
  `,
});

export type SearchStyles = ReturnType<typeof searchStyles>;
