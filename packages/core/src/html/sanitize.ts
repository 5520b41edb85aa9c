// Server-supplied HTML (descriptions, policy pages) goes through DOMPurify before it is
// rendered: a real parser-based sanitiser, never a regular expression (docs/behaviour.md §5).
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify, UponSanitizeAttributeHook, WindowLike } from 'dompurify';

/**
 * HTML only: inline SVG and MathML are dropped whole, which removes the namespace-confusion
 * tricks behind most mutation-XSS bypasses; catalogue text has no use for them.
 * Forms, frames, plugins and styles are forbidden too: a form could phish for a password
 * inside our page, and a style tag or attribute could lay a fake overlay over it.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcdoc', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/**
 * DOMPurify already drops javascript: and vbscript: URLs; it also lets data: URLs into
 * media sources. We keep exactly one of those: a raster image in an img src, because rich
 * text editors paste images inline as data:image/png and an img never runs script. Every
 * other data: URL (links, video, svg+xml images) is removed.
 */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/i;

const onlyRasterDataImages: UponSanitizeAttributeHook = (node, event) => {
  const value = withoutControlsOrSpaces(event.attrValue).toLowerCase();
  if (!value.startsWith('data:')) return;
  const isImgSrc = node.nodeName === 'IMG' && event.attrName === 'src';
  if (!isImgSrc || !SAFE_DATA_IMAGE.test(value)) event.keepAttr = false;
};

/** Browsers ignore spaces, tabs and control characters inside a URL scheme ('da\ta:'). */
function withoutControlsOrSpaces(text: string): string {
  return Array.from(text)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('');
}

const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(win: WindowLike): DOMPurify {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = createDOMPurify(win);
    purifier.addHook('uponSanitizeAttribute', onlyRasterDataImages);
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Returns markup that is safe to set as innerHTML. Uses `win`, or the page's window
 * (a browser or jsdom). Without any DOM (plain Node), the input is escaped so it shows
 * as text: losing formatting is better than passing unsanitised markup through.
 */
export function sanitizeHtml(html: string, win?: WindowLike): string {
  const target = win ?? (globalThis as { window?: WindowLike }).window;
  if (!target) return escapeHtml(html);
  const purifier = purifierFor(target);
  if (!purifier.isSupported) return escapeHtml(html);
  return purifier.sanitize(html, CONFIG);
}

/** `text` as HTML text or an attribute value: shown as written, never read as markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
