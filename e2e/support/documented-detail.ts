// Checks an event's detail against the TypeScript type custom-elements.json documents for
// it (`CustomEvent<{ productId: number; open?: boolean; status: 'a' | 'b' }>`), so a test
// proves the documented contract, not a copy of it. Understands what the contracts use:
// object types with optional fields, string/number/boolean/null, string literals, unions.

type TypeNode =
  | { kind: 'object'; fields: { name: string; optional: boolean; type: TypeNode }[] }
  | { kind: 'union'; options: TypeNode[] }
  | { kind: 'primitive'; name: string }
  | { kind: 'literal'; value: string };

function tokenize(text: string): string[] {
  return text.match(/'[^']*'|[A-Za-z_$][\w$]*|[{}:;?|<>]/g) ?? [];
}

function parse(text: string): TypeNode {
  const tokens = tokenize(text);
  let at = 0;
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`Cannot read the type ${text} at token ${at}`);
    return token;
  };
  const primary = (): TypeNode => {
    const token = take();
    if (token === '{') {
      const fields: { name: string; optional: boolean; type: TypeNode }[] = [];
      while (tokens[at] !== '}') {
        const name = take();
        const optional = tokens[at] === '?';
        if (optional) at += 1;
        take(':');
        fields.push({ name, optional, type: union() });
        if (tokens[at] === ';') at += 1;
      }
      take('}');
      return { kind: 'object', fields };
    }
    if (token.startsWith("'")) return { kind: 'literal', value: token.slice(1, -1) };
    return { kind: 'primitive', name: token };
  };
  const union = (): TypeNode => {
    const options = [primary()];
    while (tokens[at] === '|') {
      at += 1;
      options.push(primary());
    }
    return options.length === 1 ? options[0]! : { kind: 'union', options };
  };
  // The manifest writes `CustomEvent<...>`; the contracts write the detail type alone.
  if (tokens[0] === 'CustomEvent') {
    at = 2;
    const node = union();
    take('>');
    return node;
  }
  return union();
}

function problems(value: unknown, type: TypeNode, path: string): string[] {
  switch (type.kind) {
    case 'literal':
      return value === type.value ? [] : [`${path} is ${JSON.stringify(value)}, not '${type.value}'`];
    case 'primitive':
      if (type.name === 'null') return value === null ? [] : [`${path} is ${JSON.stringify(value)}, not null`];
      return typeof value === type.name ? [] : [`${path} is ${JSON.stringify(value)}, not a ${type.name}`];
    case 'union':
      return type.options.some((option) => problems(value, option, path).length === 0)
        ? []
        : [`${path} is ${JSON.stringify(value)}, none of ${type.options.map((option) => JSON.stringify(option)).join(' | ')}`];
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} is ${JSON.stringify(value)}, not an object`];
      const record = value as Record<string, unknown>;
      const known = new Set(type.fields.map((field) => field.name));
      return [
        ...Object.keys(record)
          .filter((key) => !known.has(key))
          .map((key) => `${path}.${key} is not documented`),
        ...type.fields.flatMap((field) =>
          record[field.name] === undefined
            ? field.optional
              ? []
              : [`${path}.${field.name} is missing`]
            : problems(record[field.name], field.type, `${path}.${field.name}`),
        ),
      ];
    }
  }
}

/** Every way `detail` departs from the documented type (empty when it matches). */
export function detailProblems(detail: unknown, documentedType: string): string[] {
  return problems(detail, parse(documentedType), 'detail');
}
