import autocannon, { type Client, type Options } from 'autocannon';
import { memoryMb, type ServerProcess } from './server-process';
import { percentiles } from './stats';

// The bounded loopback load test of issue #9: search, category listing and add-to-cart
// against one running API, then every cart is read back to prove no add was lost.

export const SHOPPERS = 50;
/** Each shopper adds from two connections at once (two tabs), so one cart line is often upserted concurrently. */
const TABS_PER_SHOPPER = 2;
/** Products in each shopper's cart; adds go round them in pairs, so both tabs hit the same line. */
const LINES_PER_SHOPPER = 3;
const PASSWORD = 'bench-load-1';

export interface LoadInput {
  searchPaths: string[];
  listingPaths: string[];
  seconds: number;
  cartAdds: number;
}

export interface ScenarioResult {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: ReturnType<typeof percentiles>;
  errors: number;
  timeouts: number;
  non2xx: number;
  serverRssMb: number;
  serverPeakRssMb: number;
}

export interface CartCheck {
  shoppers: number;
  acknowledgedAdds: number;
  lines: number;
  lostLines: number;
  wrongQuantities: string[];
}

async function scenario(server: ServerProcess, options: Omit<Options, 'url'>): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const instance = autocannon({ url: server.url, ...options });
  instance.on('response', (_client: Client, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  const memory = memoryMb(server.pid);
  return {
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    latencyMs: percentiles(latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverRssMb: memory.rss,
    serverPeakRssMb: memory.peak,
  };
}

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Products any shopper may put 20+ of in a cart: minimum 1, maximum at least 50, published, in stock. */
async function cartProducts(server: ServerProcess, listingPaths: string[], wanted: number): Promise<number[]> {
  type Card = { product_id: number; minimum_order_quantity: number; maximum_order_quantity: number; in_stock: number };
  const ids = new Set<number>();
  for (const listing of listingPaths) {
    const page = await api<{ data: Card[] }>(`${server.url}${listing.split('?')[0]}?in_stock=1&per_page=96`);
    for (const card of page.data) {
      if (card.minimum_order_quantity === 1 && card.maximum_order_quantity >= 50 && card.in_stock) ids.add(card.product_id);
    }
    if (ids.size >= wanted) break;
  }
  if (ids.size < LINES_PER_SHOPPER) throw new Error('load bench: too few products that allow 50 in a cart');
  return [...ids].slice(0, wanted);
}

/** Signs the shoppers up concurrently (registration with a password, as /sign-up does). */
async function signUpShoppers(server: ServerProcess, label: string): Promise<string[]> {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const body = { name: `Load Shopper ${i + 1}`, email: `load-${label}-${run}-${i + 1}@bench.example`, password: PASSWORD, country_code: '+971', mobile_number: '501234567' };
      const created = await api<{ token: string }>(`${server.url}/api/frontend/register`, { method: 'POST', body: JSON.stringify(body) });
      return created.token;
    }),
  );
}

/**
 * 50 shoppers add to their own carts from two connections each; every 200 answer is counted
 * as (shopper, product, quantity). Then each cart is read back and must hold exactly the
 * summed quantities: a missing or short line is a lost line.
 */
async function cartScenario(server: ServerProcess, label: string, input: LoadInput): Promise<{ result: ScenarioResult; check: CartCheck }> {
  const tokens = await signUpShoppers(server, label);
  const pool = await cartProducts(server, input.listingPaths, SHOPPERS);
  const linesOf = (shopper: number) => Array.from({ length: LINES_PER_SHOPPER }, (_, k) => pool[(shopper * LINES_PER_SHOPPER + k) % pool.length]!);
  const expected = tokens.map(() => new Map<number, number>());
  const sent = tokens.map(() => 0);
  let acknowledged = 0;
  let nextClient = 0;

  const result = await scenario(server, {
    connections: SHOPPERS * TABS_PER_SHOPPER,
    amount: input.cartAdds,
    // An add that times out on the client may still be applied: it would show as a
    // surplus, not a loss, but it is an error all the same. PGlite serialises 100 writers.
    timeout: 30,
    setupClient(client: Client) {
      const shopper = nextClient++ % SHOPPERS;
      const lines = linesOf(shopper);
      let pending = { productId: 0, quantity: 0 };
      client.setRequests([
        {
          method: 'POST',
          path: '/api/frontend/cart/add',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[shopper]}` },
          // One request per connection is in flight, so the answer below is for `pending`.
          setupRequest(request) {
            const turn = sent[shopper]!++;
            pending = { productId: lines[Math.floor(turn / 2) % lines.length]!, quantity: 1 + (turn % 2) };
            return { ...request, body: JSON.stringify({ product_id: pending.productId, quantity: pending.quantity }) };
          },
          onResponse(status) {
            if (status !== 200) return;
            acknowledged++;
            const cart = expected[shopper]!;
            cart.set(pending.productId, (cart.get(pending.productId) ?? 0) + pending.quantity);
          },
        },
      ]);
    },
  });

  type CartBody = { data: { product_id: number; quantity: number }[] };
  const carts = await Promise.all(tokens.map((token) => api<CartBody>(`${server.url}/api/frontend/cart`, { token })));
  const wrongQuantities: string[] = [];
  let lines = 0;
  let lostLines = 0;
  carts.forEach((cart, shopper) => {
    const actual = new Map(cart.data.map((line) => [line.product_id, line.quantity]));
    lines += actual.size;
    for (const [productId, quantity] of expected[shopper]!) {
      const held = actual.get(productId) ?? 0;
      if (held < quantity) lostLines++;
      // More than acknowledged is an add applied whose answer the client gave up on (a timeout).
      const why = held > quantity ? ' (an add whose answer timed out)' : ' (lost)';
      if (held !== quantity) wrongQuantities.push(`shopper ${shopper + 1} product ${productId}: acknowledged ${quantity}, cart holds ${held}${why}`);
    }
    for (const productId of actual.keys()) {
      if (!expected[shopper]!.has(productId)) wrongQuantities.push(`shopper ${shopper + 1} product ${productId}: in the cart but never acknowledged`);
    }
  });
  return { result, check: { shoppers: SHOPPERS, acknowledgedAdds: acknowledged, lines, lostLines, wrongQuantities } };
}

export interface LoadReport {
  search: ScenarioResult;
  listing: ScenarioResult;
  addToCart: ScenarioResult;
  carts: CartCheck;
}

/** Search and listing for `seconds` each at 50 connections, then the cart scenario. */
export async function runLoad(server: ServerProcess, label: string, input: LoadInput): Promise<LoadReport> {
  const reads = (paths: string[]) => ({ connections: SHOPPERS, duration: input.seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
  const search = await scenario(server, reads(input.searchPaths));
  const listing = await scenario(server, reads(input.listingPaths));
  const { result: addToCart, check: carts } = await cartScenario(server, label, input);
  return { search, listing, addToCart, carts };
}

export function printLoad(label: string, report: LoadReport): void {
  const row = (r: ScenarioResult) => ({
    'req/s': r.requestsPerSecond,
    'p50 ms': r.latencyMs.p50,
    'p95 ms': r.latencyMs.p95,
    'p99 ms': r.latencyMs.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    'RSS / peak MB': `${r.serverRssMb} / ${r.serverPeakRssMb}`,
    conns: r.connections,
  });
  console.info(`\nload on ${label}`);
  console.table({ search: row(report.search), listing: row(report.listing), 'add to cart': row(report.addToCart) });
  const carts = report.carts;
  console.info(`${carts.shoppers} shoppers, ${carts.acknowledgedAdds} acknowledged adds, ${carts.lines} cart lines read back`);
  console.info(`lost lines: ${carts.lostLines}`);
  for (const wrong of carts.wrongQuantities.slice(0, 10)) console.info(`  ${wrong}`);
}
