// The script tag an element story's source starts with: the pinned CDN tag with its integrity
// hash as docs/elements.md gives it (written there by the widgets build, checked against the
// packed bundle by the pack smoke), so the HTML a partner copies from Storybook is the page's
// whole embed and never an older hash. The story itself registers the elements from source.
import elementsDoc from '../../../docs/elements.md?raw';

const hostingStart = '<!-- embed-hosting:start';
const hostingEnd = '<!-- embed-hosting:end -->';

/** The ```html block of the generated hosting part of docs/elements.md. */
export function pinnedScriptTag(doc: string): string {
  const part = doc.slice(doc.indexOf(hostingStart), doc.indexOf(hostingEnd));
  const tag = /```html\n(<script type="module" src="[^"]+"[^>]*><\/script>)\n```/.exec(part)?.[1];
  if (!tag) throw new Error('docs/elements.md has no pinned <script> in its embed-hosting part: run the widgets build.');
  return tag;
}

export const SCRIPT_TAG = pinnedScriptTag(elementsDoc);
