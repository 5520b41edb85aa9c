import type { Context, Hono, MiddlewareHandler } from 'hono';
import { object, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError, unauthorized } from './errors';
import { yupToJsonSchema, type JsonSchema } from './json-schema';
import { validateWith } from './validate';

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
  Variables: { customer: RouteCustomer | null; publicOrigin: string | undefined };
}

type EmptyObject = Record<string, never>;
type Infer<S> = S extends AnyObjectSchema ? InferType<S> : EmptyObject;

export interface RouteContext<P, Q, B, A extends AuthMode> {
  c: Context<AppEnv>;
  params: P;
  query: Q;
  body: B;
  customer: A extends 'required' ? RouteCustomer : RouteCustomer | null;
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
  /** Status -> description; 200 is required. 401/422 are added from auth and schemas. */
  responses: Record<number, string> & { 200?: string; 201?: string };
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
  responses: Record<number, string>;
}

const emptySchema = object({});

export const GUEST_SCOPE_REFUSED = 'Please sign in to your account to continue. A guest checkout can only place and view its own order.';

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
  new HttpError(413, `The request body is too large. The limit is ${Math.floor(limit / 1024)} KB.`, undefined, { Connection: 'close' });

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
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body.');
  }
}

function bearerHeader(c: Context): string | undefined {
  return c.req.header('authorization');
}

/**
 * Declares each route once: Hono gets the handler with auth and validation in front of it,
 * and the same declaration feeds /api/openapi.json.
 */
export class ApiRouter {
  readonly routes: DeclaredRoute[] = [];

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
          if (auth === 'required') throw new HttpError(403, GUEST_SCOPE_REFUSED);
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
      const result = await spec.handler({
        c,
        params,
        query,
        body,
        customer,
      } as RouteContext<Infer<PS>, Infer<QS>, Infer<BS>, A>);
      if (result instanceof Response) return result;
      return c.json(result as object);
    };
    this.app.on([spec.method.toUpperCase()], [toHonoPath(spec.path)], ...(spec.middleware ?? []), handler);
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
  return list;
}

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', description: 'field -> list of messages' },
  },
  required: ['message'],
};

/** Builds the OpenAPI 3.1 document from the declared routes. */
export function buildOpenApiDocument(routes: DeclaredRoute[], info: OpenApiInfo): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = route.path.replace(/\{(\w+)\.\.\.\}/g, '{$1}');
    const responses: Record<string, object> = {};
    for (const [status, description] of Object.entries(route.responses)) {
      responses[status] = Number(status) >= 400
        ? { description, content: { 'application/json': { schema: errorSchema } } }
        : { description };
    }
    if (route.auth === 'required') responses['401'] ??= { description: 'Missing or invalid bearer token' };
    if (route.auth === 'required' && !route.guest) responses['403'] ??= { description: "A guest checkout's token (this route needs a signed-in account)", content: { 'application/json': { schema: errorSchema } } };
    if (route.params || route.query || route.body) {
      responses['422'] ??= { description: 'Validation failed', content: { 'application/json': { schema: errorSchema } } };
    }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      operationId: `${route.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      parameters: parametersOf(route),
      responses,
    };
    if (route.auth !== 'none') operation.security = route.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}];
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
