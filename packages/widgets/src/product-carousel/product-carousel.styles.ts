import { BREAKPOINTS, CAROUSEL } from '@horeca/core/constants';
import { rootReset, theme, type StyleBinding } from '../runtime/styles';

const columns = CAROUSEL.gridColumns;

export const productCarouselStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
    display: flex;
    flex-direction: column;
    gap: 12px;
    inline-size: 100%;
    min-inline-size: 0;
  `,
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  `,
  title: css`
    margin: 0;
    font-size: 20px;
    font-weight: 700;
  `,
  controls: css`
    display: flex;
    gap: 6px;
    button {
      display: grid;
      place-items: center;
      inline-size: 36px;
      block-size: 36px;
      padding: 0;
      border: 1px solid ${theme.border};
      border-radius: 50%;
      background: ${theme.surface};
      color: ${theme.text};
      font: inherit;
      font-size: 18px;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 2px solid ${theme.accent};
      outline-offset: 2px;
    }
    /* Arrows point along the reading direction. */
    [dir='rtl'] & svg {
      transform: scaleX(-1);
    }
    svg {
      inline-size: 16px;
      block-size: 16px;
    }
  `,
  grid: css`
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(${columns.small}, minmax(0, 1fr));
    @media (min-width: ${BREAKPOINTS.large}px) {
      grid-template-columns: repeat(${columns.large}, minmax(0, 1fr));
    }
    @media (min-width: ${BREAKPOINTS.extraLarge}px) {
      grid-template-columns: repeat(${columns.extraLarge}, minmax(0, 1fr));
    }
    @media (min-width: ${BREAKPOINTS.wide}px) {
      grid-template-columns: repeat(${columns.wide}, minmax(0, 1fr));
    }
  `,
  row: css`
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 46%;
    gap: 10px;
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    scroll-snap-type: inline mandatory;
    padding-block-end: 6px;
    & > * {
      scroll-snap-align: start;
    }
  `,
  /** After row and grid, so its padding wins over the row's. */
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    & > li {
      display: flex;
    }
  `,
  viewport: css`
    overflow: hidden;
  `,
  track: css`
    display: flex;
    transition: transform ${CAROUSEL.speedMs}ms ease;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
  // Its width (flex-basis) is a class of its own, made for the number of slides in view.
  slide: css`
    flex-grow: 0;
    flex-shrink: 0;
    padding-inline: 6px;
    display: flex;
  `,
  // Each dot is a 24 px target drawn as a 10 px dot; the current one is filled.
  dots: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
    button {
      inline-size: 24px;
      block-size: 24px;
      padding: 0;
      border: 0;
      background: none;
      cursor: pointer;
      display: grid;
      place-items: center;
    }
    button::before {
      content: '';
      inline-size: 10px;
      block-size: 10px;
      border-radius: 50%;
      border: 1px solid ${theme.muted};
    }
    button[aria-current='true']::before {
      background: ${theme.accent};
      border-color: ${theme.accent};
    }
    button:focus-visible {
      outline: 2px solid ${theme.accent};
      outline-offset: 1px;
      border-radius: 50%;
    }
  `,
  message: css`
    padding: 24px;
    border: 1px dashed ${theme.border};
    border-radius: ${theme.radius};
    color: ${theme.muted};
    text-align: center;
    min-block-size: var(--horeca-card-min-height, 360px);
    display: grid;
    place-items: center;
  `,
});
