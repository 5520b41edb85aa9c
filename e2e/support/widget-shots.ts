// Screenshots of widgets for comparing a hostile partner page with its plain twin: each
// widget's own root inside its shadow root (the host element itself is the partner's to lay
// out), taken once everything it shows has loaded.
import { expect, type Page } from '@playwright/test';

/** [name, selector of the widget's root part]. */
export type WidgetRoots = readonly (readonly [string, string])[];

/** Waits until every eager image inside every widget's shadow root has decoded. */
export async function imagesDecoded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((host) => host.localName.startsWith('horeca-'))
      // Each card's first image is eager; the others load when their slide is reached.
      .every((host) => [...(host.shadowRoot?.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])') ?? [])].every((image) => image.complete)),
  );
}

export async function shootWidgets(page: Page, widgets: WidgetRoots): Promise<Map<string, Buffer>> {
  const shots = new Map<string, Buffer>();
  for (const [name, selector] of widgets) {
    await expect(page.locator(selector)).toBeVisible();
    // E2E_SHOTS=<folder> keeps the pictures for a person to look at.
    const path = process.env.E2E_SHOTS ? `${process.env.E2E_SHOTS}/${name}-${new URL(page.url()).pathname.slice(1)}${new URL(page.url()).searchParams.has('plain') ? '-plain' : ''}.png` : undefined;
    shots.set(name, await page.locator(selector).screenshot({ animations: 'disabled', path }));
  }
  return shots;
}
