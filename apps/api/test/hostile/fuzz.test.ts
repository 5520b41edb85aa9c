// Issue 9: property-based fuzzing of every route the API describes in /api/openapi.json.
// Each request gets hostile path segments, query values, tokens and bodies (wrong types,
// huge numbers, Arabic-Indic digits, __proto__ keys, malformed JSON, malformed and oversized
// multipart). The API must never answer 500 or above, and a body that is not JSON where JSON
// is expected must be refused with a 4xx. FUZZ_RUNS sets the cases per route: a bounded
// number here, many more with `npm run fuzz`.
import fc from 'fast-check';
import { makeCustomer } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { hostileJsonText, hostileMultipart, hostileSegment, hostileString } from './hostile-values';
import { listOperations, type Operation } from './openapi-operations';
import { resetAbuseLimits } from '../../src/rate-limit/limits';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24);

let api: TestApi;
let validToken = '';
let sent = 0;

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  validToken = (await makeCustomer(api)).token;
}, 120_000);
afterAll(async () => {
  console.info(`fuzz: ${sent} requests over ${RUNS_PER_ROUTE} cases per route`);
  await api?.close();
});

const tokenChoice = fc.constantFrom('none', 'valid', 'garbage', 'empty-bearer');

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
          return status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      ).catch(() => undefined); // every failure is collected above; the list is the report
      // Keep the throttles from turning every later case into a 429.
      await resetAbuseLimits(api.db);
    }
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_ROUTE);
  }, 120_000 + RUNS_PER_ROUTE * 5_000);
});
