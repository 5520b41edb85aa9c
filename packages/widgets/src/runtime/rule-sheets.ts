// Where a widget's CSS text becomes rules, in a way a partner's strict Content-Security-Policy
// allows. A constructable sheet adopted by the shadow root (`adoptedStyleSheets`) is not
// subject to `style-src` at all, so a page without 'unsafe-inline' needs nothing for our
// looks. Browsers without constructable sheets (Safari before 16.4) get a <style> element
// carrying the nonce of the page's scripts, which such a policy allows as it allows the
// script tag that loaded us.

export interface RuleSheet {
  /** Replaces the sheet's rules with `text`. */
  replace(text: string): void;
}

/** Whether this browser makes and adopts stylesheets from script. */
export function hasConstructableSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
    typeof ShadowRoot === 'function' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

/**
 * The nonce of the script tag that loaded the widgets. Our styles are made long after that tag
 * ran (a module script is never `document.currentScript` anyway), and a policy gives one nonce
 * to every script of a response, so the first script that carries one has the loading tag's.
 */
function loadingScriptNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  // The property in browsers (they hide the attribute's value); the attribute where the DOM has no property.
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** A <style> element the policy allows: with the loading script's nonce, when it has one. */
export function styleElement(text: string): HTMLStyleElement {
  const element = document.createElement('style');
  const scriptNonce = loadingScriptNonce();
  if (scriptNonce) element.setAttribute('nonce', scriptNonce);
  element.textContent = text;
  return element;
}

/** A new sheet `doc` adopts, after its other sheets; only where hasConstructableSheets() and the document adopts sheets. */
export const addDocumentSheet = (doc: Document, text = ''): RuleSheet => adoptSheet(doc, text);

function adoptSheet(holder: Document | ShadowRoot, text: string): RuleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet];
  return { replace: (next) => sheet.replaceSync(next) };
}

/** A new sheet of `text` for `root`, after the root's other sheets. */
export function addRuleSheet(root: ShadowRoot, text = ''): RuleSheet {
  if (hasConstructableSheets()) return adoptSheet(root, text);
  const element = styleElement(text);
  root.append(element);
  return { replace: (next) => void (element.textContent = next) };
}
