// The API's own description of itself, turned into a list of operations the hostile tests
// can aim at: every route and method, its path and query parameters and body types.
import type { TestApi } from '../harness';

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyTypes: string[];
  /** Body and query fields named like a date (order_date, ...): fuzzed with calendar days. */
  dateFields: string[];
}

const isDateName = (name: string) => /date/i.test(name);

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
  >;
}

export async function listOperations(api: TestApi): Promise<Operation[]> {
  const document = (await api.get<OpenApiDocument>('/api/openapi.json')).body;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
      queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      dateFields: [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => Object.keys(media.schema?.properties ?? {})),
      ].filter(isDateName),
    })),
  );
}
