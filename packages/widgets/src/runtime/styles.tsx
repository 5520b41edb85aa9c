// The one place goober is bound to a target. A custom element binds it to its own shadow
// root (a constructable sheet the root adopts, see rule-sheets.ts), so a partner page's CSS
// cannot reach in and ours cannot leak out, and a strict Content-Security-Policy has nothing
// to refuse; only the plain React face writes <style> elements, to document.head.
import { extractCss, css as gooberCss, keyframes as gooberKeyframes } from 'goober';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { addDocumentSheet, addRuleSheet, hasConstructableSheets, styleElement, type RuleSheet } from './rule-sheets';

export type CssFn = typeof gooberCss;

export interface StyleBinding {
  css: CssFn;
  keyframes: CssFn;
}

const GOOBER_ID = '_goober';

/**
 * goober writes each new rule into its <style> element's text at once, and the browser parses
 * the whole sheet again on every write: a widget with forty rules, added to a page whose
 * server-rendered sheet holds hundreds, cost about 50 ms on a fast machine (200 ms on a phone).
 * This stands in for goober's target: rules collect in a string and reach the real sheet in
 * one write at the end of the current task (a microtask, so before the next paint).
 */
const batchedTargets = new WeakMap<ShadowRoot | HTMLElement, ShadowRoot | HTMLElement>();

function batchedTarget(root: ShadowRoot | HTMLElement): ShadowRoot | HTMLElement {
  // One stand-in per root, so two bindings of one root never hold different texts.
  let target = batchedTargets.get(root);
  if (!target) batchedTargets.set(root, (target = makeBatchedTarget(root instanceof ShadowRoot ? shadowSheet(root) : headSheets(root))));
  return target;
}

/** Where a root's rules are written: the whole text of goober's sheet, read and replaced. */
interface SheetText {
  read(): string;
  write(text: string): void;
}

/** A shadow root's rules: one sheet of its own, made at the first write. */
function shadowSheet(root: ShadowRoot): SheetText {
  let sheet: RuleSheet | null = null;
  let written = '';
  return {
    read: () => written,
    write(text) {
      written = text;
      sheet ??= addRuleSheet(root);
      sheet.replace(text);
    },
  };
}

/** Where rules made in the browser go when the page arrived with the server's sheet and the browser cannot adopt sheets. */
const LATER_ID = '_goober-later';

/** Whether `doc` takes constructable sheets (adoptedStyleSheets): not subject to `style-src` at all. */
const documentAdoptsSheets = (doc: Document) => hasConstructableSheets() && 'adoptedStyleSheets' in doc;

/**
 * document.head's rules (the React face). The storefront's server-rendered pages allow their
 * own <style> by its hash (apps/api, content-security-policy.ts), so a <style> the browser makes
 * or rewrites would be refused: rules made in the browser go to a sheet the document adopts,
 * which no policy governs. Where a browser cannot adopt sheets, <style> elements made with the
 * loading script's nonce, which the plain shell's policy allows.
 */
function headSheets(root: HTMLElement): SheetText {
  const doc = root.ownerDocument;
  const adopts = documentAdoptsSheets(doc);
  let element: HTMLStyleElement | null = null;
  let later: RuleSheet | null = null;
  let laterText = '';
  /** The server's rules (a hydrated page), never written again; '' when there are none. */
  let serverText: string | null = null;
  const realElement = (): HTMLStyleElement | null => {
    if (serverText !== null) return element;
    element = root.querySelector<HTMLStyleElement>(`#${GOOBER_ID}`);
    serverText = element?.textContent?.trim() ? element.textContent : '';
    if (!element && !adopts) {
      element = Object.assign(styleElement(' '), { id: GOOBER_ID });
      root.appendChild(element);
    }
    return element;
  };
  const laterSheet = (after: HTMLStyleElement | null): RuleSheet => {
    if (adopts) return addDocumentSheet(doc);
    const made = Object.assign(styleElement(''), { id: LATER_ID });
    if (after) after.after(made);
    else root.appendChild(made);
    return { replace: (next) => void (made.textContent = next) };
  };
  return {
    read: () => (realElement()?.textContent ?? '') + laterText,
    write(text) {
      const target = realElement();
      if (serverText && !text.startsWith(serverText)) {
        // goober put a rule before the server's (rare): all of them are written again below,
        // and the server's sheet emptied (nothing is lost; a policy refusing its new text is moot).
        if (target) target.textContent = '';
        serverText = '';
      }
      // Rewriting the server's sheet would have the browser match every rule in it against
      // the whole page again (about 15 ms on a phone after each hydration); a sheet of the new
      // rules alone is matched for them only.
      if (serverText || adopts || !target) {
        laterText = text.slice(serverText?.length ?? 0);
        later ??= laterSheet(target);
        later.replace(laterText);
      } else {
        target.textContent = text || ' ';
        laterText = '';
        later?.replace('');
      }
    },
  };
}

function makeBatchedTarget(sheetText: SheetText): ShadowRoot | HTMLElement {
  let text: string | null = null;
  let flushPending = false;
  const flush = () => {
    flushPending = false;
    if (text !== null && text !== sheetText.read()) sheetText.write(text);
    // The next batch reads the sheet afresh.
    text = null;
  };
  const sheet = {
    get data(): string {
      text ??= sheetText.read();
      return text;
    },
    set data(value: string) {
      text = value;
      if (flushPending) return;
      flushPending = true;
      queueMicrotask(flush);
    },
  };
  // What goober's getSheet reads of a target: querySelector('#_goober') and that element's
  // parentNode (present, so it appends nothing) and firstChild (the text it writes to). It
  // also sets the element's nonce (from window.__nonce__), which this stand-in ignores.
  const style = { firstChild: sheet, parentNode: {}, nonce: undefined };
  return { querySelector: () => style } as unknown as ShadowRoot | HTMLElement;
}

/** Binds goober to a shadow root (or to document.head when target is omitted). */
export function bindStyles(target?: ShadowRoot | HTMLElement): StyleBinding {
  // On the server there is no document: goober collects rules for extractCss.
  if (!target && typeof document === 'undefined') return { css: gooberCss, keyframes: gooberKeyframes };
  // goober's types omit the `target` context key, which its runtime reads (getSheet).
  const context = { target: batchedTarget(target ?? document.head) } as unknown as ThisParameterType<CssFn>;
  return {
    css: gooberCss.bind(context),
    // goober's own `keyframes` is already bound ({ k: 1 }), so binding it again would keep
    // that context and lose the target: the keyframes are made from `css` with both.
    keyframes: gooberCss.bind({ ...(context as object), k: 1 } as unknown as ThisParameterType<CssFn>),
  };
}

const headBinding = bindStyles();
const StyleContext = createContext<StyleBinding>(headBinding);

export function StyleProvider({ target, children }: { target?: ShadowRoot | HTMLElement; children: ReactNode }) {
  const binding = useMemo(() => (target ? bindStyles(target) : headBinding), [target]);
  return <StyleContext.Provider value={binding}>{children}</StyleContext.Provider>;
}

/** The bound `css`, for a class made from a value known only at render (a slide's width). */
export function useStyleBinding(): StyleBinding {
  return useContext(StyleContext);
}

/**
 * Resolves a widget's style sheet for the current target. Factories are plain functions of
 * the bound `css`, so each shadow root gets its own copy of the rules.
 */
export function useStyles<T>(factory: (binding: StyleBinding) => T): T {
  const binding = useContext(StyleContext);
  return useMemo(() => stylesFor(factory, binding), [binding, factory]);
}

// A sheet is made once per target, not once per component: a listing of forty product
// cards would otherwise run the card's factory forty times. On the server, once per page.
const madeSheets = new WeakMap<object, WeakMap<StyleBinding, unknown>>();

/** The sheets made during the server render that renderWithServerStyles is running; null outside one. */
let serverRenderSheets: WeakMap<object, WeakMap<StyleBinding, unknown>> | null = null;

/**
 * Runs a server render (`render` must be synchronous, as renderToString is) on an empty goober
 * sheet and returns what it drew with the rules it used. Within it each sheet is made once, not
 * once per component: goober looks every rule up in the whole page's sheet, and a page's dozens
 * of product cards made the card's sheet again each (3% of a product page's CPU). Outside it
 * (a partner's own server render, calling goober's extractCss) every component makes its sheet,
 * since nothing says when the sheet was emptied.
 */
export function renderWithServerStyles(render: () => string): { html: string; css: string } {
  extractCss();
  serverRenderSheets = new WeakMap();
  try {
    const html = render();
    return { html, css: extractCss() };
  } finally {
    serverRenderSheets = null;
  }
}

function stylesFor<T>(factory: (binding: StyleBinding) => T, binding: StyleBinding): T {
  const sheets = typeof document === 'undefined' ? serverRenderSheets : madeSheets;
  if (!sheets) return factory(binding);
  let byBinding = sheets.get(factory);
  if (!byBinding) sheets.set(factory, (byBinding = new WeakMap()));
  if (!byBinding.has(binding)) byBinding.set(binding, factory(binding));
  return byBinding.get(binding) as T;
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
