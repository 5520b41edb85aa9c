// The first tap on a server-drawn page (issue 19). The server's HTML is visible, and looks ready,
// long before React has adopted it: on a slowed phone 0.5-1 s for the first screen, more for a
// HydrateLater region. This script is inlined into index.html (vite.config.ts, earlyInputScript)
// and runs before the page is painted, in the manner of Google's jsaction and Qwik's loader: a
// press on a control, a form's submit and typed text that reach a part React has not adopted
// yet are taken at once, on the document in the capture phase, so nothing else sees them; the
// control shows itself busy; and once its part is hydrated (MarkHydrated, HydrateLater call
// `replay`) each is done again, in order, on the same element. Links are left to the browser:
// the server's HTML makes them work without script.
//
// Kept small and free of imports: it is part of every page's HTML.

/** The wrapper of a HydrateLater region (hydrate-later.tsx) and its mark once adopted. */
export const REGION_ATTRIBUTE = 'data-hydrate-later';
export const REGION_DONE_ATTRIBUTE = 'data-hydrate-later-done';
/** Set on <html> once the page's first screen is adopted (MarkHydrated). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The visible busy state of a control whose press waits (styles/base.css). */
export const EARLY_BUSY_ATTRIBUTE = 'data-early-busy';

export interface EarlyInput {
  /** The elements with an input still waiting for their part of the page. */
  pending(): Element[];
  /** Does, in order, the waiting inputs whose part is adopted now (called after each hydration). */
  replay(): void;
}

declare global {
  interface Window {
    __horecaEarlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

type Waiting =
  | { kind: 'press'; target: HTMLElement; path: number[] }
  | { kind: 'submit'; target: HTMLFormElement; path: number[] }
  | { kind: 'text'; target: Field; path: number[]; value: string; start: number | null; end: number | null };

/** What a press activates: a link (with href) is left to the browser. */
const CONTROL = 'button,[role=button],input[type=submit],input[type=button],input[type=checkbox],input[type=radio],summary';

/** How long a replayed text waits for React to draw it before the queue moves on: 40 x 25 ms. */
const SETTLE_LOOKS = 40;
const SETTLE_INTERVAL_MS = 25;

export function installEarlyInput(win: Window): EarlyInput {
  const doc = win.document;
  const waiting: Waiting[] = [];
  let replaying = false;

  const hydrated = () => doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  // Outside #root (nothing of the server's page) React is already there when anything shows.
  // Inside, the element's part must be adopted: its HydrateLater regions, or (outside any
  // region) the page itself; and React must have taken the element: a part of the page that
  // suspended while hydrating (a Suspense boundary) is adopted later, and until then the
  // element carries none of React's own properties. A region's field is handed over when the
  // region is adopted, not when the page is: in between, React would draw it with its empty
  // state and the typed text would vanish.
  const ready = (element: Element) =>
    !element.closest('#root') ||
    ((hydrated() || element.closest(`[${REGION_ATTRIBUTE}]`) !== null) &&
      !element.closest(`[${REGION_ATTRIBUTE}]:not([${REGION_DONE_ATTRIBUTE}])`) &&
      Object.keys(element).some((key) => key.startsWith('__reactProps$')));

  // Where the element sits under <body>: should React draw its part anew instead of adopting
  // it (a hydration mismatch), the input goes to the element in the same place.
  const pathOf = (element: Element) => {
    const path: number[] = [];
    for (let node = element; node.parentElement && node !== doc.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  const current = (entry: Waiting): Element | undefined => {
    if (entry.target.isConnected) return entry.target;
    let node: Element | undefined = doc.body;
    for (const index of entry.path) node = node?.children[index];
    return node?.tagName === entry.target.tagName ? node : undefined;
  };

  const busy = (element: Element, on: boolean) => {
    if (on) {
      element.setAttribute(EARLY_BUSY_ATTRIBUTE, '');
      element.setAttribute('aria-busy', 'true');
    } else if (element.hasAttribute(EARLY_BUSY_ATTRIBUTE)) {
      element.removeAttribute(EARLY_BUSY_ATTRIBUTE);
      element.removeAttribute('aria-busy');
    }
  };

  const take = (event: Event, kind: 'press' | 'submit', target: HTMLElement | null) => {
    if (!target || ready(target)) return;
    event.preventDefault();
    event.stopPropagation();
    // A second press while the first waits is the same wish: done once.
    if (waiting.some((entry) => entry.target === target)) return;
    waiting.push({ kind, target, path: pathOf(target) } as Waiting);
    if (kind === 'press') busy(target, true);
  };

  doc.addEventListener('click', (event) => take(event, 'press', (event.target as Element).closest?.<HTMLElement>(CONTROL) ?? null), true);
  doc.addEventListener('submit', (event) => take(event, 'submit', event.target as HTMLFormElement), true);
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target as Field;
      let entry = waiting.find((candidate) => candidate.target === field);
      if (!entry) {
        if (!('value' in field) || ready(field)) return;
        entry = { kind: 'text', target: field, path: pathOf(field), value: '', start: null, end: null };
        waiting.push(entry);
      }
      if (entry.kind !== 'text') return;
      entry.value = field.value;
      entry.start = field.selectionStart;
      entry.end = field.selectionEnd;
    },
    true,
  );

  /**
   * Does `entry` on `target`; answers what to do once React has settled it, which answers
   * false while React has not drawn the result yet.
   */
  const perform = (entry: Waiting, target: Element): (() => boolean) | void => {
    if (entry.kind === 'press') (target as HTMLElement).click();
    else if (entry.kind === 'submit') (target as HTMLFormElement).requestSubmit();
    else if (entry.value !== '') {
      const field = target as Field;
      // The value as the shopper left it, given to React as one input event. Set through the
      // element first and then through its prototype, React's value tracker sees a change (as
      // testing libraries do), so the field's state takes the text.
      const kept = field.value === entry.value;
      const start = kept ? field.selectionStart : entry.start;
      const end = kept ? field.selectionEnd : entry.end;
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // The caret where the shopper left it, once React has drawn the field with the text. A
      // controlled field whose state updates later is first put back to its old value and then
      // redrawn with the text (caret at the end): until the text is there, it is not settled.
      return () => {
        if (field.value !== entry.value) return false;
        try {
          if (doc.activeElement === field && start !== null) field.setSelectionRange(start, end);
        } catch {
          // A field type without a caret (email, number).
        }
        return true;
      };
    }
  };

  /** One input per task: React settles what the last one did before the next reads its state. */
  let retry = 0;
  const replay = () => {
    const entry = waiting[0];
    if (replaying || !entry) return;
    const target = current(entry);
    if (target && !ready(target)) {
      // Nothing tells when a suspended part is adopted: look again shortly.
      if (hydrated() && !retry) retry = win.setTimeout(() => ((retry = 0), replay()), 50);
      return;
    }
    waiting.shift();
    busy(entry.target, false);
    if (!target) return replay();
    replaying = true;
    const settle = perform(entry, target);
    let looks = 0;
    const finish = () => {
      // Bounded: a field React never fills (unmounted, rejected text) does not hold the queue.
      if (settle && !settle() && ++looks < SETTLE_LOOKS) return void win.setTimeout(finish, SETTLE_INTERVAL_MS);
      replaying = false;
      replay();
    };
    win.setTimeout(finish, 0);
  };

  const api: EarlyInput = { pending: () => waiting.map((entry) => entry.target), replay };
  win.__horecaEarlyInput = api;
  return api;
}

/** The page's early-input script, if this page has it (a page drawn in the browser has too). */
export const earlyInput = (): EarlyInput | undefined => (typeof window === 'undefined' ? undefined : window.__horecaEarlyInput);
