// The fault table of issue 9: every way the API can fail a widget, produced in the browser by
// intercepting the widget's calls (page.route), so the real API stays untouched for the
// recovery step. A test switches the current fault on and off; calls made while it is off go
// to the real API.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { API_URL } from '../support/env';

export const FAULTS = ['500', '503', '429', 'hang', 'reset', 'offline', 'malformed', 'out-of-order'] as const;
export type FaultName = (typeof FAULTS)[number];

/** Faults after which a widget must show a failure; out-of-order answers are real ones, late. */
export const FAILING_FAULTS = FAULTS.filter((fault) => fault !== 'out-of-order');

/** The API's own JSON bodies for these statuses (apps/api answers `{ message }`). */
export const SERVER_MESSAGE_500 = 'Server Error';
export const SERVER_MESSAGE_429 = 'Too Many Attempts.';

export interface FaultSwitch {
  /** The fault applied to matching calls now; null lets them through to the real API. */
  fault: FaultName | null;
  /** Every matching call while a fault was on, as 'METHOD /path'. */
  readonly faulted: string[];
  /** Lets held calls go: 'hang' ones are aborted, an out-of-order first answer is delivered. */
  release(): Promise<void>;
}

type Hold = { deliver: () => Promise<void> };

/**
 * Applies the switch's fault to every call whose URL matches `pattern`.
 * 'malformed' alternates an HTML page (a hotel Wi-Fi login) and a cut-off JSON body, both 200.
 * 'out-of-order' fetches the first call's real answer and holds it until the next call has been
 * answered, so the first answer lands after it (or at `release`); later calls pass.
 */
export async function injectFaults(page: Page, pattern: RegExp): Promise<FaultSwitch> {
  const hanging: Route[] = [];
  let heldFirst: Hold | null = null;
  let outOfOrderCalls = 0;
  let malformedCount = 0;
  const faulted: string[] = [];

  const deliverHeld = async () => {
    const held = heldFirst;
    heldFirst = null;
    // The page may have cancelled the call meanwhile (a newer search aborts the older one).
    await held?.deliver().catch(() => {});
  };

  const control: FaultSwitch = {
    fault: null,
    faulted,
    async release() {
      for (const route of hanging.splice(0)) await route.abort('timedout').catch(() => {});
      await deliverHeld();
    },
  };

  await page.route(pattern, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || control.fault === null) return route.fallback();
    faulted.push(describe(request));
    switch (control.fault) {
      case '500':
        return route.fulfill({ status: 500, json: { message: SERVER_MESSAGE_500 } });
      case '503':
        return route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body><h1>503 Service Unavailable</h1></body></html>' });
      case '429':
        return route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { message: SERVER_MESSAGE_429 } });
      case 'hang':
        hanging.push(route); // answered by nobody; the widget's own time-out has to end the wait
        return;
      case 'reset':
        return route.abort('connectionreset');
      case 'offline':
        return route.abort('internetdisconnected');
      case 'malformed':
        malformedCount += 1;
        return malformedCount % 2 === 1
          ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Wi-Fi login</title><p>Sign in to the hotel network</p>' })
          : route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":' });
      case 'out-of-order': {
        // Held at once (not after the fetch), so a `release` that comes first still delivers it.
        const response = route.fetch();
        outOfOrderCalls += 1;
        if (outOfOrderCalls === 1) {
          heldFirst = { deliver: async () => route.fulfill({ response: await response }) };
          return;
        }
        await route.fulfill({ response: await response }).catch(() => {});
        return deliverHeld();
      }
    }
  });
  return control;
}

/**
 * Runs the shopper's `action` and waits until it has made a call under the fault; when the
 * fault is 'hang', then lets `hangMs` of page time pass (the widget's time-out; the page's
 * clock must be installed). Waiting for the call first means the time-out timer exists.
 */
export async function underFault(page: Page, faults: FaultSwitch, action: () => Promise<unknown>, hangMs: number): Promise<void> {
  const asked = faults.faulted.length;
  await action();
  await expect.poll(() => faults.faulted.length).toBeGreaterThan(asked);
  if (faults.fault === 'hang') await page.clock.runFor(hangMs);
}

function describe(request: Request): string {
  return `${request.method()} ${new URL(request.url()).pathname}`;
}

/** Every mutation (POST, PUT, PATCH, DELETE) the page sends to the API, as 'METHOD /path'. */
export function recordMutations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) sent.push(describe(request));
  });
  return sent;
}

/** Uncaught errors and unhandled rejections of the page, and console lines that report one. */
export function recordUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /^Uncaught|Unhandled/i.test(message.text())) uncaught.push(message.text());
  });
  return uncaught;
}

/** How often `entry` occurs in a list of recorded calls. */
export const countOf = (calls: readonly string[], entry: string) => calls.filter((call) => call === entry).length;
