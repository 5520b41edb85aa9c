import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contractChecker } from './contract';
import { useTestApi, type TestApi } from './harness';

let api: TestApi;
useTestApi({ seedProducts: 200 }, (started) => (api = started));

const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` with its recommended rules on the document this API serves; offline. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-openapi-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const run = await promisify(execFile)(redocly, ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' })); // exits 1 when it finds errors
    return (JSON.parse(run.stdout) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('passes redocly lint with the recommended rules: no errors', async () => {
  const document = (await api.get('/api/openapi.json')).body;
  const errors = (await lint(document)).filter((problem) => problem.severity === 'error');
  expect(errors.map((e) => `${e.ruleId} ${e.location[0]?.pointer ?? ''}: ${e.message}`)).toEqual([]);
}, 120_000);

describe('the answers the document promises', () => {
  it('answers a declared path asked with another method 405 with Allow, in the one error shape', async () => {
    const res = await api.request('DELETE', '/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.body).toEqual({ message: 'This method is not allowed here.' });
    const withParams = await api.request('PUT', '/api/frontend/products/1');
    expect(withParams.status).toBe(405);
    expect(withParams.headers.get('allow')).toBe('GET, HEAD');
  });

  it('keeps 404 for a path no route declares', async () => {
    expect((await api.request('DELETE', '/api/no-such-thing')).status).toBe(404);
  });

  it('answers 401 with the error body and WWW-Authenticate: Bearer, with no token and with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await api.get('/api/frontend/me', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('documents the 400 of a malformed JSON body on every operation that reads one', async () => {
    const document = (await api.get('/api/openapi.json')).body;
    const undocumented: string[] = [];
    for (const [template, operations] of Object.entries(document.paths as Record<string, Record<string, { requestBody?: { content: object }; responses: object }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody && 'application/json' in operation.requestBody.content && !('400' in operation.responses)) undocumented.push(`${method} ${template}`);
      }
    }
    expect(undocumented).toEqual([]);
    const res = await api.request('POST', '/api/frontend/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body.' });
  });

  it('declares a schema for every success answer, from named components', async () => {
    const document = (await api.get('/api/openapi.json')).body;
    const bare: string[] = [];
    for (const [template, operations] of Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, { content?: object; headers?: object }> }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) < 400 && !answer.content && !answer.headers) bare.push(`${method} ${template} ${status}`);
        }
      }
    }
    expect(bare).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Error', 'ValidationError']));
  });
});

describe('the contract checker', () => {
  const json = new Headers({ 'content-type': 'application/json' });

  it('refuses a body, a status and a missing header the document does not declare', async () => {
    const checker = contractChecker((await api.get('/api/openapi.json')).body);
    expect(() => checker.check('GET', '/api/frontend/me', 401, json, { message: 'Unauthenticated.' })).toThrow(/WWW-Authenticate/);
    expect(() => checker.check('GET', '/api/frontend/products/1', 404, json, { error: 'gone' })).toThrow(/body the document does not declare/);
    expect(() => checker.check('GET', '/api/frontend/products/1', 418, json, {})).toThrow(/status the document does not declare/);
    expect(() => checker.check('GET', '/api/frontend/products/1', 404, new Headers({ 'content-type': 'text/html' }), '<p>')).toThrow(/as text\/html/);
    expect(() => checker.check('GET', '/api/frontend/products/1', 404, json, { message: 'Product not found.' })).not.toThrow();
  });
});
