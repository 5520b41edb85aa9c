// A signed-in shopper for browser tests: registered through the real API (one registration
// per test file, the API allows ten an hour from one address) and signed in on the partner
// origin by the spec's local-storage key, as the storefront's login does.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_URL } from './env';

export interface Customer {
  email: string;
  password: string;
  token: string;
}

export async function registerCustomer(request: APIRequestContext, label: string): Promise<Customer> {
  const email = `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'Secret-pass-1';
  const response = await request.post(`${API_URL}/api/frontend/register`, {
    data: { name: 'Partner Shopper', email, is_guest: false, mobile_number: '971501234567', country_code: '+971', password },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return { email, password, token: body.token };
}

/** Every page of the context starts signed in as `customer`. */
export async function signInPages(context: BrowserContext, customer: Customer): Promise<void> {
  await context.addInitScript((token) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', token);
  }, customer.token);
}

/** The server's view of a cart: product id to quantity. */
export async function serverCart(request: APIRequestContext, customer: Customer): Promise<Record<number, number>> {
  const response = await request.get(`${API_URL}/api/frontend/cart`, { headers: { Authorization: `Bearer ${customer.token}` } });
  const body = (await response.json()) as { data?: { product_id: number; quantity: number }[] } | { product_id: number; quantity: number }[];
  const lines = Array.isArray(body) ? body : (body.data ?? []);
  return Object.fromEntries(lines.map((line) => [line.product_id, line.quantity]));
}
