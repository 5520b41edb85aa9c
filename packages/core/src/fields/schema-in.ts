// One schema, its messages in any language (issue 27). A schema is declared once, as a function of
// a `say` (messages/say.ts); what a module exports is its English form, so its type, its JSON
// schema and a partner's use of it are those of a plain yup schema. `schemaIn` gives the same
// rules with another `say`'s messages: the Arabic widgets' texts, or the API's keys.
import type { Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';

interface Forms {
  make: (say: Say) => object;
  /** By `say`: a few functions made once each (English, Arabic, the API's keys). */
  made: Map<Say, object>;
}

const formsOf = new WeakMap<object, Forms>();

/** The English form of the schema `make` builds; `schemaIn` makes its other forms. */
export function defineSchema<S extends object>(make: (say: Say) => S): S {
  const english = make(sayInEnglish);
  formsOf.set(english, { make, made: new Map([[sayInEnglish as Say, english]]) });
  return english;
}

/** `schema` with `say`'s messages, made once per `say`; a schema not declared by defineSchema as it is. */
export function schemaIn<S extends object>(schema: S, say: Say): S {
  const forms = formsOf.get(schema);
  if (!forms) return schema;
  let made = forms.made.get(say);
  if (!made) {
    made = forms.make(say);
    forms.made.set(say, made);
  }
  return made as S;
}
