// The request bodies the client sends are declared once too, as yup schemas in core beside the
// answers (requests-*.ts; docs/architecture.md, "One declaration of every answer"): the API
// validates each body with its schema (a route's `body:`) and publishes it in its OpenAPI
// document; the client's type of the body is read from the same schema. Unlike the answers they
// do run: they are the API's input rules, with the messages a shopper reads.
import type { AnyObject, InferType, ObjectSchema } from 'yup';

/**
 * The fields the API fills in when they are left out (`.default(...)`; yup records each field's
 * default in the object's TDefault). The default is then judged like a sent value: a mobile
 * number left out is read as '' and refused with the phone message, as an empty one is.
 */
type DefaultedKeys<S> = S extends ObjectSchema<AnyObject, infer _C, infer D, infer _F> ? { [K in keyof D]-?: undefined extends D[K] ? never : K }[keyof D] : never;

/**
 * What a client sends as the body `S` validates: the type the API reads (yup's InferType),
 * except that a field the API fills in may be left out.
 */
export type RequestBody<S extends ObjectSchema<AnyObject>> = Flat<Omit<InferType<S>, DefaultedKeys<S>> & Partial<Pick<InferType<S>, DefaultedKeys<S> & keyof InferType<S>>>>;

/** One object type rather than an intersection: what an editor shows and a type test compares. */
type Flat<T> = { [K in keyof T]: T[K] };
