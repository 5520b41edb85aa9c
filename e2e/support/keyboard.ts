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

/**
 * Opens the focused file field from the keyboard. Enter, not Space: Chromium opens the chooser
 * on Space's key-up only while the field is still "active", and a layout change between key-down
 * and key-up (the dialog scrolling the field into view, on a loaded machine) clears that state,
 * so Space opened nothing in 1 of many CI runs. Enter opens it on the key press itself.
 */
export async function openFileChooserByKey(page: Page): Promise<FileChooser> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  return chooser;
}
