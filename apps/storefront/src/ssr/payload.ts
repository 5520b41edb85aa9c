// What the server hands the browser beside its HTML (apps/api serves it; entry-server.tsx
// makes it): the reads it made, so hydration draws the same page without asking the API again,
// and what it assumed about this browser, so the first browser render assumes the same.
import type { Storefront } from '@horeca/core/storefront';

export const SSR_PAYLOAD_ID = '__HORECA_SSR__';

export interface SsrPayload {
  storefront: Storefront;
  /** The window width the server rendered for (guessed from the device). */
  viewportWidth: number;
  /** swr's serialised key -> the API's answer. */
  reads: Record<string, unknown>;
}

/**
 * The payload as a JSON data block, parsed by the entry script: a phone parses JSON text far
 * faster than the same data as a script literal, and not while the page is being drawn. `<` is
 * escaped so no API text can close the element.
 */
export function payloadScript(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${json}</script>`;
}

export function readSsrPayload(): SsrPayload | undefined {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrPayload) : undefined;
}
