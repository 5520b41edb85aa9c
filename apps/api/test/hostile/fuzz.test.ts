// Issue 9: property-based fuzzing of every route the API describes in /api/openapi.json.
// Each request gets hostile path segments, query values, tokens and bodies (wrong types,
// huge numbers, Arabic-Indic digits, __proto__ keys, malformed JSON, malformed and oversized
// multipart). The API must never answer 500 or above, and a body that is not JSON where JSON
// is expected must be refused with a 4xx. FUZZ_RUNS sets the cases per route: a bounded
// number here, many more with `npm run fuzz`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { makeCustomer } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { claimForm } from './claim-form';
import { hostileDate, hostileJsonText, hostileMultipart, hostileSegment, hostileStaticPath, hostileString } from './hostile-values';
import { listOperations, type Operation } from './openapi-operations';
import { resetAbuseLimits } from '../../src/rate-limit/limits';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24);

let api: TestApi;
let validToken = '';
let sent = 0;

// A storefront build to serve, so static paths are fuzzed too (a missing /assets/ file was a 500).
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-storefront-'));
fs.mkdirSync(path.join(publicDir, 'assets'));
fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(publicDir, 'assets', 'app.js'), 'console.log(1)');

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300, config: { publicDir, ssrEntry: null } });
  validToken = (await makeCustomer(api)).token;
}, 120_000);
afterAll(async () => {
  console.info(`fuzz: ${sent} requests over ${RUNS_PER_ROUTE} cases per route`);
  await api?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const tokenChoice = fc.constantFrom('none', 'valid', 'garbage', 'empty-bearer');

// How a property reports. An answer of 500 or more is written to the test's `failures` list and
// the property goes on (the expectation after the loop names every one, not only the first);
// anything the property throws (a connection refused or reset, an answer that is not JSON where
// JSON was due) is not an answer at all: it fails fc.assert, and with it the test.

/** Blank text is no body, which the router reads as {} (readJsonBody), so it is not malformed. */
function isJsonOrBlank(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function send(operation: Operation, path: string, query: [string, string][], token: string, body: { type: string; text: string } | null) {
  const url = new URL(path, api.baseUrl);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const headers: Record<string, string> = {};
  if (token === 'valid') headers.authorization = `Bearer ${validToken}`;
  if (token === 'garbage') headers.authorization = 'Bearer ' + 'x'.repeat(43);
  if (token === 'empty-bearer') headers.authorization = 'Bearer ';
  if (body) headers['content-type'] = body.type;
  sent += 1;
  const response = await fetch(url, { method: operation.method, headers, ...(body && operation.method !== 'GET' ? { body: body.text } : {}) });
  await response.arrayBuffer();
  return response.status;
}

describe('fuzzing every route of /api/openapi.json', () => {
  it('lists the routes to fuzz', async () => {
    const operations = await listOperations(api);
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => operation.bodyTypes.includes('multipart/form-data')).length).toBeGreaterThan(2);
  });

  it('answers every hostile request below 500, and malformed JSON with a 4xx', async () => {
    const operations = await listOperations(api);
    const failures: string[] = [];
    for (const operation of operations) {
      const pathValues = fc.tuple(...operation.pathParams.map(() => hostileSegment));
      const queryValues = fc.array(
        fc.tuple(operation.queryParams.length ? fc.oneof(fc.constantFrom(...operation.queryParams), fc.constant('__proto__')) : fc.constant('__proto__'), hostileString),
        { maxLength: 4 },
      );
      const multipart = operation.bodyTypes.includes('multipart/form-data');
      const json = operation.bodyTypes.includes('application/json');
      const body = multipart
        ? hostileMultipart.map(([type, text]) => ({ type, text }))
        : fc.oneof(
            hostileJsonText.map((text) => ({ type: 'application/json', text })),
            hostileJsonText.map((text) => ({ type: 'text/plain', text })),
            fc.constant(null),
          );
      await fc.assert(
        fc.asyncProperty(pathValues, queryValues, tokenChoice, body, async (segments, query, token, payload) => {
          let index = 0;
          const path = operation.path.replace(/\{\w+\}/g, () => segments[index++] ?? 'x');
          const status = await send(operation, path, query, token, payload);
          const label = `${operation.method} ${path} token=${token} body=${payload ? `${payload.type} ${payload.text.slice(0, 80)}` : 'none'}`;
          if (status >= 500) failures.push(`${status} ${label}`);
          if (json && payload?.type === 'application/json' && !isJsonOrBlank(payload.text) && (status < 400 || status >= 500)) {
            failures.push(`${status} for malformed JSON: ${label}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // Keep the throttles from turning every later case into a 429.
      await resetAbuseLimits(api.db);
    }
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_ROUTE);
  }, 120_000 + RUNS_PER_ROUTE * 5_000);

  it('answers every static path below 500, a missing file with a 404', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileStaticPath, fc.constantFrom('text/html', '*/*'), fc.constantFrom('br, gzip', ''), async (path, accept, encoding) => {
        sent += 1;
        const response = await fetch(new URL(path, api.baseUrl), { headers: { accept, 'accept-encoding': encoding }, redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${response.status} GET ${path}`);
      }),
      { numRuns: RUNS_PER_ROUTE * 4 },
    );
    expect(failures).toEqual([]);
    expect((await fetch(new URL('/assets/app-missing.js', api.baseUrl))).status).toBe(404);
  });

  // A date field checked for its format only let 2025-13-45 reach the database (a 500). The
  // base body must be valid, or the date would never get that far: every route with a field
  // named like a date needs one here.
  const VALID_BODIES: Record<string, (dateFields: Record<string, string>) => FormData> = {
    'POST /api/frontend/price-match-claims': (dates) => claimForm(dates),
  };

  it('answers real and impossible calendar days in date fields below 500, an impossible one with a 422 at the field', async () => {
    const operations = (await listOperations(api)).filter((operation) => operation.dateFields.length > 0);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(Object.keys(VALID_BODIES));
    const failures: string[] = [];
    for (const operation of operations) {
      const build = VALID_BODIES[`${operation.method} ${operation.path}`]!;
      await fc.assert(
        fc.asyncProperty(hostileDate, async (date) => {
          const fields = Object.fromEntries(operation.dateFields.map((field) => [field, date]));
          // Many valid forms from one address: the claim throttle would answer 429 to most.
          await resetAbuseLimits(api.db);
          sent += 1;
          const response = await fetch(new URL(operation.path, api.baseUrl), { method: operation.method, body: build(fields) });
          const body = (await response.json()) as { errors?: Record<string, string[]> };
          const real = !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
          if (response.status >= 500) failures.push(`${response.status} ${operation.path} ${date}`);
          else if (!real && !(response.status === 422 && operation.dateFields.some((field) => body.errors?.[field]))) {
            failures.push(`${response.status} without a date error: ${operation.path} ${date}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE * 2 },
      );
    }
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  });
});
