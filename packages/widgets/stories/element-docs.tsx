// The docs page of every widget: Storybook's autodocs (description, primary story, the React
// props as controls, every story) followed by the custom element's contract (attributes,
// events, CSS custom properties, parts), read from the same contract objects that register
// the element and write custom-elements.json, so the page cannot drift from the element.
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { ElementContract } from '../src/elements/contract';
import { horecaElements } from '../src/elements/registry';

function contractOf(tag: unknown): ElementContract | undefined {
  return horecaElements.find((entry) => entry.contract.tag === tag)?.contract;
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    <table>
      <caption style={{ textAlign: 'start', fontWeight: 700 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>{index === 0 ? <code>{cell}</code> : cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The contract of one custom element as four tables. */
export function ElementContractTables({ contract }: { contract: ElementContract }) {
  return (
    <section aria-label={`<${contract.tag}> contract`}>
      <h2>{`<${contract.tag}>`}</h2>
      <p>{contract.description}</p>
      <Table
        caption="Attributes"
        head={['Attribute', 'Type', 'Default', 'Description']}
        rows={contract.attributes.map((attribute) => [attribute.name, attribute.type, attribute.default ?? '', attribute.description])}
      />
      <Table
        caption="Events (bubbling, composed)"
        head={['Event', 'detail', 'Cancellable', 'Description']}
        rows={contract.events.map((event) => [event.name, event.detail, event.cancelable ? 'yes' : 'no', event.description])}
      />
      <Table
        caption="CSS custom properties"
        head={['Property', 'Default', 'Description']}
        rows={contract.cssProperties.map((property) => [property.name, property.default, property.description])}
      />
      <Table caption="Parts (::part)" head={['Part', 'Description']} rows={contract.parts.map((part) => [part.name, part.description])} />
    </section>
  );
}

/** Autodocs plus the element contract named by the meta's `parameters.element`. */
export function WidgetDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const contract = contractOf(preparedMeta.parameters.element);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {contract ? <ElementContractTables contract={contract} /> : null}
      <Stories />
    </>
  );
}
