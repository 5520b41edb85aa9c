import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The contract test: every answer a test receives through the harness is checked against
 * /api/openapi.json, so the document cannot promise what the API does not answer. A violation
 * throws, and fails the test that received the answer.
 */

interface OpenApiResponse {
  content?: Record<string, { schema: object }>;
  headers?: Record<string, { required?: boolean }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
}

interface PathTemplate {
  template: string;
  pattern: RegExp;
  params: number;
}

/** `{name}` takes one segment; the last parameter may take the rest (the `{path...}` routes). */
function templatesOf(document: OpenApiDocument): PathTemplate[] {
  const templates = Object.keys(document.paths).flatMap((template) => {
    const params = (template.match(/\{\w+\}/g) ?? []).length;
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const oneSegment = new RegExp(`^${source.replace(/\{\w+\}/g, '[^/]+')}$`);
    const restOfPath = new RegExp(`^${source.replace(/\{\w+\}/g, '[^/]+').replace(/\[\^\/\]\+$/, '.+')}$`);
    return [{ template, pattern: oneSegment, params }, { template, pattern: restOfPath, params: params + 0.5 }];
  });
  // Static segments before parameters, as the router matches them.
  return templates.sort((a, b) => a.params - b.params);
}

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export interface ContractChecker {
  /** Throws when the answer is not one the document declares for this operation. */
  check(method: string, url: string, status: number, headers: Headers, body: unknown): void;
  /** Answers checked so far (those of a documented operation). */
  readonly checked: number;
}

export function contractChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const templates = templatesOf(document);
  const validators = new Map<string, ValidateFunction>();
  let checked = 0;

  const validatorFor = (...path: string[]) => {
    const ref = `openapi.json#/${pointer(...path)}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`contract: no schema at ${ref}`);
      validators.set(ref, validate);
    }
    return validate;
  };

  return {
    get checked() {
      return checked;
    },
    check(method, url, status, headers, body) {
      const verb = method.toLowerCase();
      if (verb === 'head' || verb === 'options') return;
      const pathname = new URL(url, 'http://contract').pathname;
      const found = templates.find((t) => t.pattern.test(pathname) && document.paths[t.template]?.[verb]);
      if (!found) return; // not an operation: an unknown path (404) or a wrong method (405)
      checked += 1;
      const where = `${method} ${pathname} (${verb} ${found.template}) answered ${status}`;
      const answer = document.paths[found.template]![verb]!.responses[String(status)];
      if (!answer) throw new Error(`contract: ${where}, a status the document does not declare for it: ${JSON.stringify(body)}`);
      for (const [name, header] of Object.entries(answer.headers ?? {})) {
        if (header.required && !headers.has(name)) throw new Error(`contract: ${where} without its ${name} header`);
      }
      if (!answer.content) return;
      const mediaType = (headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!answer.content[mediaType]) {
        throw new Error(`contract: ${where} as ${mediaType || 'no content type'}; the document declares ${Object.keys(answer.content).join(', ')}`);
      }
      if (mediaType !== 'application/json') return;
      const validate = validatorFor('paths', found.template, verb, 'responses', String(status), 'content', mediaType, 'schema');
      if (!validate(body)) {
        const problems = (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
        throw new Error(`contract: ${where} with a body the document does not declare:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 600)}`);
      }
    },
  };
}
