// The type test (uses-widgets.tsx) must keep up with the contracts: a new element or event
// that it does not use would go untested by the type check.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { horecaElements } from '../../src/elements/registry';

const typeTest = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'uses-widgets.tsx'), 'utf8');

describe('the type test', () => {
  it.each(horecaElements.map(({ contract }) => contract.tag))('writes <%s> in JSX', (tag) => {
    expect(typeTest).toContain(`<${tag} `);
  });

  it.each([...new Set(horecaElements.flatMap(({ contract }) => contract.events.map((event) => event.name)))])(
    'listens to %s through addEventListener',
    (event) => {
      expect(typeTest).toContain(`addEventListener('${event}'`);
    },
  );
});
