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

function convert(description: Described): JsonSchema {
  if (!('tests' in description)) return {};
  const schema: JsonSchema = {};
  const type = baseType[description.type];
  if (type) schema.type = type;
  if (description.type === 'date') schema.format = 'date-time';
  applyTests(schema, description);
  if (description.oneOf.length > 0) schema.enum = description.oneOf.filter((v) => v !== undefined);
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
  if (description.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  return schema;
}

/** Converts a yup schema into JSON Schema for the OpenAPI document (types, limits, enums, required). */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe());
}
