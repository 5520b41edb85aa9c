// The one place goober is bound to a target. A custom element binds it to its own shadow
// root (a <style> inside the root), so a partner page's CSS cannot reach in and ours cannot
// leak out; only the plain React face writes to document.head.
import { css as gooberCss, keyframes as gooberKeyframes } from 'goober';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type CssFn = typeof gooberCss;

export interface StyleBinding {
  css: CssFn;
  keyframes: CssFn;
}

/** Binds goober to a shadow root (or to document.head when target is omitted). */
export function bindStyles(target?: ShadowRoot | HTMLElement): StyleBinding {
  if (!target) return { css: gooberCss, keyframes: gooberKeyframes };
  // goober's types omit the `target` context key, which its runtime reads (getSheet).
  const context = { target } as unknown as ThisParameterType<CssFn>;
  return {
    css: gooberCss.bind(context),
    keyframes: gooberKeyframes.bind({ ...(context as object), k: 1 } as unknown as ThisParameterType<CssFn>),
  };
}

const headBinding = bindStyles();
const StyleContext = createContext<StyleBinding>(headBinding);

export function StyleProvider({ target, children }: { target?: ShadowRoot | HTMLElement; children: ReactNode }) {
  const binding = useMemo(() => (target ? bindStyles(target) : headBinding), [target]);
  return <StyleContext.Provider value={binding}>{children}</StyleContext.Provider>;
}

/**
 * Resolves a widget's style sheet for the current target. Factories are plain functions of
 * the bound `css`, so each shadow root gets its own copy of the rules.
 */
export function useStyles<T>(factory: (binding: StyleBinding) => T): T {
  const binding = useContext(StyleContext);
  return useMemo(() => factory(binding), [binding, factory]);
}

/**
 * Theme tokens: every colour and radius is a `--horeca-*` custom property with a default, so
 * a partner themes a widget from outside the shadow root without touching our rules.
 */
export const theme = {
  accent: 'var(--horeca-accent, #0b5cad)',
  accentText: 'var(--horeca-accent-text, #ffffff)',
  text: 'var(--horeca-text, #1b1f24)',
  muted: 'var(--horeca-muted, #5b6470)',
  surface: 'var(--horeca-surface, #ffffff)',
  border: 'var(--horeca-border, #d7dce2)',
  sale: 'var(--horeca-sale, #c0262d)',
  success: 'var(--horeca-success, #1d7a3a)',
  star: 'var(--horeca-star, #b7791f)',
  radius: 'var(--horeca-radius, 8px)',
  font: 'var(--horeca-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
} as const;

/**
 * Reset for a widget's root: hostile page rules such as `* { all: unset }` or
 * `button { background: red !important }` do not cross a shadow boundary, but inherited
 * properties do, so the root pins the ones we rely on.
 */
// Inherited properties cross the shadow boundary: a partner page's letter-spacing, italics or
// text-transform would reach inside. The widget root sets the inherited text properties, so
// only the --horeca-* custom properties (the theming API) style text from the page.
export const rootReset = `
  box-sizing: border-box;
  font-family: ${theme.font};
  font-size: 14px;
  font-style: normal;
  font-weight: 400;
  font-variant: normal;
  font-stretch: normal;
  line-height: 1.4;
  color: ${theme.text};
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  letter-spacing: normal;
  word-spacing: normal;
  white-space: normal;
  *, *::before, *::after { box-sizing: border-box; }
`;
