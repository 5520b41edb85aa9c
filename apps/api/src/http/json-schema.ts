import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** The subset of JSON Schema (OpenAPI 3.1 dialect) that our yup schemas produce. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** false: no keys but the listed ones; a schema: what every other key's value must match. */
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

type Described = SchemaDescription | SchemaFieldDescription;

const baseType: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  object: 'object',
  array: 'array',
};

function applyTests(schema: JsonSchema, description: SchemaDescription): void {
  for (const test of description.tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    const isString = schema.type === 'string';
    const isArray = schema.type === 'array';
    switch (test.name) {
      case 'min':
        if (isString) schema.minLength = params.min as number;
        else if (isArray) schema.minItems = params.min as number;
        else schema.minimum = params.min as number;
        break;
      case 'max':
        if (isString) schema.maxLength = params.max as number;
        else if (isArray) schema.maxItems = params.max as number;
        else schema.maximum = params.max as number;
        break;
      case 'length':
        if (isString) schema.minLength = schema.maxLength = params.length as number;
        break;
      case 'integer':
        schema.type = 'integer';
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'url':
        schema.format = 'uri';
        break;
      case 'uuid':
        schema.format = 'uuid';
        break;
      case 'matches':
        if (params.regex instanceof RegExp) schema.pattern = params.regex.source;
        break;
      default:
        break;
    }
  }
}

interface Meta {
  /** Published once under components.schemas (core's answers/fields.ts `named`). */
  component?: string;
  /** The JSON Schema of a value yup cannot describe (core's `described`). */
  jsonSchema?: JsonSchema;
  format?: string;
}

const components = new Map<string, { schema: JsonSchema; json: string }>();

/** Registers `schema` as the component `name`; the same name twice must mean the same schema. */
function register(name: string, schema: JsonSchema): void {
  const json = JSON.stringify(schema);
  const known = components.get(name);
  if (known && known.json !== json) throw new Error(`Schema component ${name} is declared twice, differently.`);
  components.set(name, { schema, json });
}

/** Every component met so far, by name (the routes' answers are converted when the routes are declared). */
export function componentSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries([...components.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, { schema }]) => [name, schema]));
}

/** `schema` or null. A plain type becomes `[type, 'null']`; a reference or union needs anyOf. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.$ref && !schema.anyOf && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function enumType(values: unknown[]): string | undefined {
  if (values.every((value) => typeof value === 'string')) return 'string';
  if (values.every((value) => Number.isInteger(value))) return 'integer';
  if (values.every((value) => typeof value === 'number')) return 'number';
  if (values.every((value) => typeof value === 'boolean')) return 'boolean';
  return undefined;
}

function convert(description: Described, asComponent = true): JsonSchema {
  if (!('tests' in description)) return {};
  const meta = (description.meta ?? {}) as Meta;
  if (meta.component && asComponent) {
    // The component is the value itself; a nullable use says `or null` beside the reference.
    register(meta.component, convert({ ...description, nullable: false }, false));
    const reference = { $ref: `#/components/schemas/${meta.component}` };
    return description.nullable ? orNull(reference) : reference;
  }
  if (meta.jsonSchema) return description.nullable ? orNull(meta.jsonSchema) : meta.jsonSchema;
  const schema: JsonSchema = {};
  const type = baseType[description.type];
  if (type) schema.type = type;
  if (description.type === 'date') schema.format = 'date-time';
  if (meta.format) schema.format = meta.format;
  applyTests(schema, description);
  const values = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (values.length > 0) schema.enum = values;
  // One of fixed values (core's `oneOf`, a yup mixed): typed by what the values are.
  if (values.length > 0 && !schema.type) schema.type = enumType(values);
  if ('fields' in description && description.type === 'object') {
    const fields = description.fields as Record<string, SchemaFieldDescription>;
    schema.properties = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(fields)) {
      schema.properties[name] = convert(field);
      if ('optional' in field && field.optional === false) required.push(name);
    }
    if (required.length > 0) schema.required = required;
  }
  if ('innerType' in description && description.innerType && !Array.isArray(description.innerType)) {
    schema.items = convert(description.innerType as SchemaFieldDescription);
  }
  if (description.label) schema.description = description.label;
  if (!description.nullable) return schema;
  const withNull = schema.enum ? { enum: [...schema.enum, null] } : {};
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'], ...withNull };
  return schema.enum ? { ...schema, ...withNull } : orNull(schema);
}

/** Converts a yup schema into JSON Schema for the OpenAPI document (types, limits, enums, required). */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  let json = converted.get(schema);
  if (!json) converted.set(schema, (json = convert(schema.describe())));
  return json;
}

// Each route's answer is converted when the route is declared, and every test's app declares them all.
const converted = new WeakMap<AnySchema, JsonSchema>();
