import type { Context, Hono, MiddlewareHandler } from 'hono';
import { object, type AnyObjectSchema, type InferType } from 'yup';
import type { Locale } from '@horeca/core/locale';
import { HttpError, unauthorized } from './errors';
import { LANG_PARAMETER, requestLocale } from './language';
import { componentSchemas, yupToJsonSchema } from './json-schema';
import { ErrorBody, ValidationErrorBody, type ResponseSpec } from './answers';
import { validateWith } from './validate';
import { JSON_TOO_DEEP, jsonNestedDeeperThan } from './json-depth';
import { said, withMessageIn } from '../words/message-keys';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type AuthMode = 'none' | 'optional' | 'required';

/** The signed-in customer as the auth resolver (commerce, auth/resolve.ts) returns it. */
export interface RouteCustomer {
  id: number;
  name: string;
  email: string;
  type: string;
  isGuest: boolean;
  /** The raw bearer token, so sign-out can revoke exactly this session. */
  token: string;
  /** 'guest': a guest checkout's token, let through only to routes declared `guest: true`. */
  scope: 'full' | 'guest';
}

export type AuthResolver = (authorizationHeader: string | undefined) => Promise<RouteCustomer | null>;

export interface AppEnv {
  /** publicOrigin: set by usePublicOrigin (http/public-origin.ts); read it with publicOrigin(c). */
  Variables: {
    customer: RouteCustomer | null;
    publicOrigin: string | undefined;
    /** Set on a GET route open to anyone (auth 'none'): CORS answers it to any origin (security.ts). */
    publicRead: boolean | undefined;
  };
}

type EmptyObject = Record<string, never>;
type Infer<S> = S extends AnyObjectSchema ? InferType<S> : EmptyObject;

export interface RouteContext<P, Q, B, A extends AuthMode> {
  c: Context<AppEnv>;
  params: P;
  query: Q;
  body: B;
  customer: A extends 'required' ? RouteCustomer : RouteCustomer | null;
  /** The answer's language (http/language.ts: `lang`, English on the us storefront). */
  locale: Locale;
}

export interface RouteSpec<
  PS extends AnyObjectSchema | undefined,
  QS extends AnyObjectSchema | undefined,
  BS extends AnyObjectSchema | undefined,
  A extends AuthMode,
> {
  method: HttpMethod;
  /** OpenAPI style: '/api/states/{countryId}'; '{name...}' takes the rest of the path. */
  path: string;
  summary: string;
  tags: string[];
  auth?: A;
  /**
   * A guest checkout's token is refused (403) by every signed-in route unless the route is
   * part of checkout or the guest's own order and says so here: deny by default.
   */
  guest?: boolean;
  params?: PS;
  query?: QS;
  /** JSON body schema; with bodyType 'multipart' it only documents the form fields. */
  body?: BS;
  bodyType?: 'json' | 'multipart';
  /**
   * Status -> answer (http/answers.ts: json, file, redirect). An error status may be
   * a plain description: it answers the one error shape. 400/401/403/413/422 are added from the
   * body, auth and schemas.
   */
  responses: Responses;
  /**
   * Largest JSON body this route reads, in bytes (DEFAULT_JSON_BODY_BYTES unless the route
   * needs more). Multipart routes have their own limits per file field.
   */
  maxBodyBytes?: number;
  /** Runs before parsing and validation (rate limits, idempotency). */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** Return a plain value to answer it as JSON 200, or a Response for anything else. */
  handler: (ctx: RouteContext<Infer<PS>, Infer<QS>, Infer<BS>, A>) => Promise<unknown> | unknown;
}

export interface DeclaredRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: AuthMode;
  guest: boolean;
  params?: AnyObjectSchema;
  query?: AnyObjectSchema;
  body?: AnyObjectSchema;
  bodyType: 'json' | 'multipart';
  responses: Responses;
}

/**
 * Status -> answer. A success always declares its body (json, file) or headers (redirect); a
 * plain string documents an error answer, in the one error shape.
 */
export type Responses = { [S in 200 | 201 | 202 | 204 | 303]?: ResponseSpec } & Record<number, string | ResponseSpec>;

const emptySchema = object({});

/** '/api/x/{id}' -> '/api/x/:id'; '{rest...}' -> ':rest{.+}'. */
export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\.\.\.\}/g, ':$1{.+}').replace(/\{(\w+)\}/g, ':$1');
}

/** 64 KB: the largest form a shopper sends (a cart of a few hundred lines) is a fraction of it. */
export const DEFAULT_JSON_BODY_BYTES = 64 * 1024;

/**
 * 413 in the one error shape. `Connection: close` so Node drops the socket after the answer
 * instead of reading (and discarding) the rest of a large body to keep the connection alive.
 */
const bodyTooLarge = (limit: number) =>
  new HttpError(413, said('api.requestBodyTooLarge', { kb: Math.floor(limit / 1024) }), { headers: { Connection: 'close' } });

/**
 * The body as text, refused before reading when Content-Length already says it is too large
 * and while reading once the running count passes the limit (a chunked body has no length).
 */
async function readLimitedText(c: Context, limit: number): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw bodyTooLarge(limit);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  // Before parsing: a deeply nested body costs every later walk one stack frame per level.
  if (jsonNestedDeeperThan(text)) throw new HttpError(400, JSON_TOO_DEEP);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'api.malformedJsonBody');
  }
}

function bearerHeader(c: Context): string | undefined {
  return c.req.header('authorization');
}

const markPublicRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('publicRead', true);
  await next();
};

/**
 * Declares each route once: Hono gets the handler with auth and validation in front of it,
 * and the same declaration feeds /api/openapi.json.
 */
export class ApiRouter {
  readonly routes: DeclaredRoute[] = [];
  /** Hono path -> the methods declared on it, for the 405's Allow header. */
  private readonly methodsByPath = new Map<string, Set<string>>();

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly resolveCustomer: AuthResolver,
  ) {}

  route<
    PS extends AnyObjectSchema | undefined = undefined,
    QS extends AnyObjectSchema | undefined = undefined,
    BS extends AnyObjectSchema | undefined = undefined,
    A extends AuthMode = 'none',
  >(spec: RouteSpec<PS, QS, BS, A>): void {
    const auth: AuthMode = spec.auth ?? 'none';
    const bodyType = spec.bodyType ?? 'json';
    this.routes.push({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      tags: spec.tags,
      auth,
      guest: spec.guest ?? false,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      bodyType,
      responses: spec.responses,
    });
    const resolveCustomer = this.resolveCustomer;
    const handler = async (c: Context<AppEnv>): Promise<Response> => {
      let customer: RouteCustomer | null = null;
      if (auth !== 'none') {
        customer = await resolveCustomer(bearerHeader(c));
        if (customer?.scope === 'guest' && !spec.guest) {
          // On an optional route the guest is served as anonymous; a required one refuses.
          if (auth === 'required') throw new HttpError(403, 'api.guestScopeRefused');
          customer = null;
        }
        if (!customer && auth === 'required') throw unauthorized();
      }
      c.set('customer', customer);
      const params = await validateWith(spec.params ?? emptySchema, c.req.param());
      const query = await validateWith(spec.query ?? emptySchema, c.req.query());
      let body: unknown = {};
      if (bodyType === 'json') {
        // Read (and so limited) even when the route declares no body: nothing is read whole.
        const text = await readLimitedText(c, spec.maxBodyBytes ?? DEFAULT_JSON_BODY_BYTES);
        if (spec.body) body = await validateWith(spec.body, parseJsonBody(text));
      }
      const locale = requestLocale(c);
      const result = await spec.handler({
        c,
        params,
        query,
        body,
        customer,
        locale,
      } as RouteContext<Infer<PS>, Infer<QS>, Infer<BS>, A>);
      if (result instanceof Response) return result;
      return c.json(withMessageIn(result, locale) as object);
    };
    const honoPath = toHonoPath(spec.path);
    // First, so a 404, 422 or 429 of a public read is readable by any page too (security.ts).
    const marks: MiddlewareHandler<AppEnv>[] = spec.method === 'get' && auth === 'none' ? [markPublicRead] : [];
    this.app.on([spec.method.toUpperCase()], [honoPath], ...marks, ...(spec.middleware ?? []), handler);
    const methods = this.methodsByPath.get(honoPath) ?? new Set<string>();
    methods.add(spec.method.toUpperCase());
    if (spec.method === 'get') methods.add('HEAD'); // Hono answers HEAD with the GET route
    this.methodsByPath.set(honoPath, methods);
  }

  /**
   * A declared path asked with another method answers 405 with `Allow` (RFC 9110), not a 404
   * that says the resource is missing. Call once every route is declared: Hono tries handlers
   * in the order they were added, so these only answer when no declared method matched.
   */
  answerWrongMethods(): void {
    for (const [honoPath, methods] of this.methodsByPath) {
      const allow = [...methods].sort().join(', ');
      this.app.all(honoPath, () => {
        throw new HttpError(405, 'api.methodNotAllowed', { headers: { Allow: allow } });
      });
    }
  }
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

function parametersOf(route: DeclaredRoute): object[] {
  const list: object[] = [];
  const add = (where: 'path' | 'query', schema: AnyObjectSchema | undefined) => {
    if (!schema) return;
    const json = yupToJsonSchema(schema);
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add('path', route.params);
  add('query', route.query);
  if (!list.some((parameter) => (parameter as { name: string }).name === LANG_PARAMETER.name)) list.push(LANG_PARAMETER);
  return list;
}

const errorAnswer = (description: string): ResponseSpec => ({ description, content: { 'application/json': ErrorBody } });
const validationAnswer = (description: string): ResponseSpec => ({ description, content: { 'application/json': ValidationErrorBody } });

/** RFC 9110: a 401 names the scheme that would let the request through. */
export const unauthorizedAnswer: ResponseSpec = {
  ...errorAnswer('Missing, expired or revoked bearer token'),
  headers: { 'WWW-Authenticate': { description: 'Always `Bearer`', required: true, schema: { type: 'string', pattern: '^Bearer' } } },
};

/**
 * Any route may answer 503 (http/errors.ts): the database out of reach, or a transaction that
 * lost every retry to a deadlock. Nothing was done; the same request may be sent after Retry-After.
 */
const serviceUnavailableAnswer: ResponseSpec = {
  ...errorAnswer('The database is out of reach or busy: nothing was done; send the same request again after Retry-After seconds'),
  headers: { 'Retry-After': { description: 'Seconds to wait before sending the request again', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } } },
};

function answerOf(status: number, answer: string | ResponseSpec): ResponseSpec {
  if (typeof answer !== 'string') return answer;
  if (status === 401) return { ...unauthorizedAnswer, description: answer };
  if (status === 422) return validationAnswer(answer);
  return status >= 400 ? errorAnswer(answer) : { description: answer };
}

/** Every answer of a route: its own, then those its body, auth and schemas make possible. */
function responsesOf(route: DeclaredRoute): Record<string, ResponseSpec> {
  const responses: Record<string, ResponseSpec> = {};
  for (const [status, answer] of Object.entries(route.responses)) responses[status] = answerOf(Number(status), answer);
  if (route.body && route.bodyType === 'json') {
    responses['400'] ??= errorAnswer('Malformed JSON body, or one nested more than 32 levels deep');
    responses['413'] ??= errorAnswer('The request body is larger than this route reads');
  }
  if (route.bodyType === 'multipart') {
    // uploads/multipart.ts and the shared upload limits answer these on every upload route.
    responses['400'] ??= errorAnswer('A malformed multipart body');
    responses['413'] ??= errorAnswer('A file or field above its limit');
    responses['415'] ??= errorAnswer('Not a multipart/form-data body');
    responses['429'] ??= errorAnswer('Past the hourly upload allowance of the customer or the address (Retry-After)');
  }
  if (route.auth === 'required') responses['401'] ??= unauthorizedAnswer;
  if (route.auth === 'required' && !route.guest) responses['403'] ??= errorAnswer("A guest checkout's token (this route needs a signed-in account)");
  if (route.params || route.query || route.body) responses['422'] ??= validationAnswer('Validation failed');
  responses['503'] ??= serviceUnavailableAnswer;
  return responses;
}

/** A ResponseSpec as OpenAPI writes it: each media type's schema under `schema`. */
function openApiResponse(answer: ResponseSpec): object {
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(answer.content ? { content: Object.fromEntries(Object.entries(answer.content).map(([type, schema]) => [type, { schema }])) } : {}),
  };
}

/** Builds the OpenAPI 3.1 document from the declared routes. */
export function buildOpenApiDocument(routes: DeclaredRoute[], info: OpenApiInfo): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = route.path.replace(/\{(\w+)\.\.\.\}/g, '{$1}');
    const responses = Object.fromEntries(Object.entries(responsesOf(route)).map(([status, answer]) => [status, openApiResponse(answer)]));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      operationId: `${route.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      parameters: parametersOf(route),
      responses,
    };
    // Public: `[]` says so explicitly; optional: a token or none.
    operation.security = route.auth === 'none' ? [] : route.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}];
    if (route.body) {
      const mediaType = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      operation.requestBody = { required: true, content: { [mediaType]: { schema: yupToJsonSchema(route.body) } } };
    }
    (paths[path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: { schemas: componentSchemas(), securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
