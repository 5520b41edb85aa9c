// The API's answers are declared once, here, as yup schemas (docs/architecture.md, "One
// declaration of every answer"): the API publishes them as JSON Schema in its OpenAPI document
// and the contract test checks every answer against that document; core's client types are
// inferred from them. They are never used to cast or validate at run time: answers are only
// checked. These helpers make a field required (present, `.defined()`) unless it says otherwise,
// as the answers are; yup's own `optional()` and `nullable()` read as usual.
import { array, boolean, mixed, number, object, string, type AnyObject, type AnySchema, type InferType, type ISchema, type Maybe, type ObjectShape } from 'yup';

export const text = () => string().defined();
export const whole = () => number().integer().defined();
export const amount = () => number().defined();
export const flag = () => boolean().defined();
/** An ISO 8601 date and time as the API writes it. */
export const timestamp = () => string().defined().meta({ format: 'date-time' });
/** One of `values`, typed as their union (yup's number().oneOf does not narrow the type). */
export const oneOf = <T extends string | number | boolean>(values: readonly T[]) => mixed<T>().oneOf([...values]).defined();
export const listOf = <T, C extends Maybe<AnyObject> = AnyObject>(item: ISchema<T, C>) => array(item).defined();

/**
 * Names `schema` as a component of the OpenAPI document (`components.schemas.<name>`): the
 * document then refers to it wherever it is used, and the contract's generated types carry
 * its name. A schema extended with `.shape()` must be named again.
 */
export function named<S extends AnySchema>(name: string, schema: S): S {
  return schema.meta({ component: name }) as S;
}

/**
 * A value whose JSON Schema yup cannot describe (a map of free keys, a tree that refers to
 * itself): typed by `T`, published as `jsonSchema`.
 */
export const described = <T extends NonNullable<unknown>>(jsonSchema: Record<string, unknown>) => mixed<T>().defined().meta({ jsonSchema });

/** The type an answer schema describes. */
export type Answer<S extends AnySchema> = InferType<S>;

/** An object whose listed fields are all present (each says if it may be null or missing); other keys may be added later. */
export const shape = <F extends ObjectShape>(fields: F) => object(fields).defined();
