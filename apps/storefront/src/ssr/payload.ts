// What the server hands the browser beside its HTML (apps/api serves it; entry-server.tsx
// makes it): the reads it made, so hydration draws the same page without asking the API again,
// and what it assumed about this browser, so the first browser render assumes the same.
import type { Storefront } from '@horeca/core';

export const SSR_PAYLOAD_GLOBAL = '__HORECA_SSR__';

export interface SsrPayload {
  storefront: Storefront;
  /** The window width the server rendered for (guessed from the device). */
  viewportWidth: number;
  /** swr's serialised key -> the API's answer. */
  reads: Record<string, unknown>;
}

/** The payload as a script: `<` is escaped so no API text can close the script element. */
export function payloadScript(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script>window.${SSR_PAYLOAD_GLOBAL}=${json}</script>`;
}

export function readSsrPayload(): SsrPayload | undefined {
  return (window as unknown as Record<string, SsrPayload | undefined>)[SSR_PAYLOAD_GLOBAL];
}
