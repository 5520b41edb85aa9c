// A call to the store's API from another origin that the browser refused (CORS) fails like a
// dropped connection: a bare TypeError, no status, and the console's CORS line says nothing
// of what to change. On the first such failure the widgets ask /api/health, which any page may
// read (docs/behaviour.md §7): if it answers, the network is fine and the call was refused,
// so one warning names the setting; if not, the address itself is wrong or down.
import { warnOnce } from './warn-once';

function originOf(address: string): string | null {
  try {
    return new URL(address, globalThis.location?.href).origin;
  } catch {
    return null;
  }
}

/** `fetch`, with the diagnosis above on its first network failure towards another origin. */
export function diagnosingFetch(apiBase: string, base: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  const apiOrigin = originOf(apiBase || '/');
  const pageOrigin = globalThis.location?.origin;
  const crossOrigin = apiOrigin !== null && pageOrigin !== undefined && apiOrigin !== pageOrigin;
  return async (input, init) => {
    try {
      return await base(input, init);
    } catch (error) {
      const online = globalThis.navigator?.onLine !== false;
      if (error instanceof TypeError && crossOrigin && online) void diagnose(apiBase, init?.method ?? 'GET', pageOrigin!, base);
      throw error;
    }
  };
}

let asked = false;

async function diagnose(apiBase: string, method: string, pageOrigin: string, base: typeof fetch): Promise<void> {
  if (asked) return;
  asked = true;
  try {
    const health = await base(`${apiBase.replace(/\/+$/, '')}/api/health`, { method: 'GET' });
    if (!health.ok) return;
    warnOnce(
      'cors',
      `The store's API refused a ${method.toUpperCase()} call from ${pageOrigin} (CORS). Catalogue and search reads need no setting; calls that change something (sign-in, the claim form, the newsletter, glitch reports, a signed-in cart) need this origin in the API's ALLOWED_ORIGINS setting (an origin, or a pattern such as https://*.your-site.example).`,
    );
  } catch {
    warnOnce('unreachable', `The store's API at ${apiBase} cannot be reached from this page: check api-base (on <horeca-config> or the element).`);
  }
}

/** Lets the next failure be diagnosed again (tests). */
export function resetRefusedCallDiagnosis(): void {
  asked = false;
}
