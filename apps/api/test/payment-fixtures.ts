// A browser on the test gateway's hosted card page, step by step: open the page the store sent
// it to, press one of its buttons, and follow the gateway's redirect back to the store.
import type { TestApi } from './harness';

export type Outcome = 'success' | 'decline' | 'cancel';

/** The form the page shows: its action and hidden fields, and the outcomes it offers. */
export async function openHostedPage(redirectUrl: string): Promise<{ status: number; html: string; action: URL; fields: URLSearchParams; buttons: string[] }> {
  const response = await fetch(redirectUrl);
  const html = await response.text();
  const action = new URL(/<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '/missing-form', redirectUrl);
  const fields = new URLSearchParams([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!] as [string, string]));
  const buttons = [...html.matchAll(/<button type="submit" name="outcome" value="(\w+)">/g)].map((m) => m[1]!);
  return { status: response.status, html, action, fields, buttons };
}

/** Presses a button on the page: the gateway answers with a redirect to the store's return URL. */
export async function chooseOnHostedPage(redirectUrl: string, outcome: Outcome): Promise<URL> {
  const page = await openHostedPage(redirectUrl);
  if (page.status !== 200 || !page.buttons.includes(outcome)) throw new Error(`hosted page ${page.status}: ${page.html.slice(0, 200)}`);
  const choose = new URL(page.action);
  choose.search = page.fields.toString();
  choose.searchParams.set('outcome', outcome);
  const response = await fetch(choose, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`gateway answered ${response.status}: ${await response.text()}`);
  return new URL(location, choose);
}

/** The browser arriving back at the store with the gateway's result. */
export async function returnToStore(url: URL | string): Promise<{ status: number; location: string | null; body: { message?: string; errors?: Record<string, string[]> } | null }> {
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), body: text.startsWith('{') ? JSON.parse(text) : null };
}

/** The whole trip: hosted page, button, back to the store; answers where the store sent the browser. */
export async function payOnHostedPage(api: TestApi, redirectUrl: string, outcome: Outcome): Promise<string | null> {
  const back = await returnToStore(await chooseOnHostedPage(redirectUrl, outcome));
  if (back.status !== 303) throw new Error(`return answered ${back.status}: ${JSON.stringify(back.body)}`);
  return back.location?.replace(api.config.payment.storefrontUrl, '') ?? null;
}
