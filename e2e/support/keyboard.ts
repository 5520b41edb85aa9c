// A keyboard user's moves, shared by every keyboard-only journey.
import type { FileChooser, Page } from '@playwright/test';

/** The focused element's accessible name as a shopper hears it: its label, without the required mark. */
function focusedName(): string {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active) return '';
  const labelled = active.getAttribute('aria-label');
  if (labelled) return labelled;
  const root = active.getRootNode() as Document | ShadowRoot;
  const label = (active as HTMLInputElement).labels?.[0] ?? (active.id ? root.querySelector(`label[for="${active.id}"]`) : active.closest('label'));
  return ((label ?? active).textContent ?? '').replace(/\*/g, '').trim();
}

/** Presses Tab until the focused element's name is `name` (a string matches whole); says where focus ended if not. */
export async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<void> {
  const matches = (focused: string) => (typeof name === 'string' ? focused === name : name.test(focused));
  let focused = '';
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(focusedName);
    if (matches(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)} (focus ended on "${focused}" after ${limit} presses)`);
}

/** Pages whose file choosers Playwright has been taking since their journey began. */
const intercepting = new WeakSet<Page>();

/**
 * Call when a journey that opens a file field starts. Playwright asks the browser to hand it the
 * file chooser only once something listens for one, and it sends that request without waiting:
 * a listener added just before the key press raced it, and on a loaded machine the key won
 * (the headless browser then drops the chooser, and no "filechooser" event ever came: 1 run in 2
 * of the full suite). A listener kept from the start has long been in place.
 */
export function interceptFileChoosers(page: Page): void {
  page.on('filechooser', () => {});
  intercepting.add(page);
}

/**
 * Opens the focused file field from the keyboard, with Enter: Chromium opens the chooser on
 * Space's key-up only while the field is still "active", Enter on the key press itself.
 */
export async function openFileChooserByKey(page: Page): Promise<FileChooser> {
  if (!intercepting.has(page)) throw new Error('Call interceptFileChoosers(page) when the journey starts');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  return chooser;
}
