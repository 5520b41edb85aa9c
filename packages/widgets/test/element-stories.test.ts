// Storybook for embedders (issue 30): every custom element has stories showing the HTML a
// partner pastes (the pinned script tag, the page's <horeca-config>, the element and its
// attributes), on the US storefront and in Arabic, and in every value of its variant-like
// attributes. Read from the stories' own source parameters, so a new element or a new variant
// without a story fails here. That each story renders without a console error is the story
// test's (.storybook/console-error-gate.ts).
import { describe, expect, it } from 'vitest';
import { configLine } from '../stories/element-story';
import { pinnedScriptTag, SCRIPT_TAG } from '../stories/pinned-script-tag';
import { horecaElements } from '../src/elements/registry';

const storyFiles = import.meta.glob<Record<string, { parameters?: { docs?: { source?: { code?: string; language?: string } } } }>>('../src/**/*.stories.tsx', { eager: true });

/** Every element story's shown HTML, by the story's file and export name. */
const elementSources = Object.entries(storyFiles).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, story]) => {
    const source = story?.parameters?.docs?.source;
    return source?.language === 'html' && source.code ? [{ story: `${file} ${name}`, code: source.code }] : [];
  }),
);

/** The opening tags of `tag` in the element stories' HTML. */
const openingTags = (tag: string) => elementSources.flatMap(({ code }) => code.match(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g')) ?? []);

/** Attributes whose values are the element's variants, each shown in a story. */
const variantAttributes = new Set(['variant', 'claim-type']);

describe('element stories', () => {
  it('each starts with what a partner pastes: the pinned script tag, then the page configuration', () => {
    expect(elementSources.length).toBeGreaterThan(horecaElements.length);
    for (const { story, code } of elementSources) expect(code.startsWith(`${SCRIPT_TAG}\n${configLine}\n`), story).toBe(true);
    expect(SCRIPT_TAG).toMatch(/^<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/@horeca\/widgets@[^/]+\/dist\/horeca-widgets\.js"\s+integrity="sha384-[^"]+" crossorigin="anonymous"><\/script>$/);
  });

  it.each(horecaElements.map(({ contract }) => contract.tag))('<%s> is shown as an element, on the US storefront and in Arabic', (tag) => {
    const tags = openingTags(tag);
    expect(tags.length, `no story writes <${tag}>`).toBeGreaterThan(0);
    expect(tags.filter((opening) => opening.includes(' storefront="us"')), `no story shows <${tag}> on the US storefront`).not.toHaveLength(0);
    expect(tags.filter((opening) => opening.includes(' lang="ar"')), `no story shows <${tag}> in Arabic`).not.toHaveLength(0);
  });

  it.each(horecaElements.flatMap(({ contract }) => contract.attributes.filter((attribute) => variantAttributes.has(attribute.name)).flatMap((attribute) => (attribute.values ?? []).map((value) => [contract.tag, attribute.name, value] as const))))(
    '<%s %s="%s"> has a story',
    (tag, attribute, value) => {
      // The default value is shown by leaving the attribute out, as a partner would.
      const contract = horecaElements.find((entry) => entry.contract.tag === tag)!.contract;
      const isDefault = contract.attributes.find((entry) => entry.name === attribute)?.default === `'${value}'`;
      const shown = openingTags(tag).some((opening) => opening.includes(` ${attribute}="${value}"`) || (isDefault && !opening.includes(` ${attribute}=`)));
      expect(shown).toBe(true);
    },
  );

  it('refuses a docs/elements.md without the build\'s pinned script tag', () => {
    expect(() => pinnedScriptTag('# Elements\n\n<script type="module" src="https://your-cdn.example/horeca-widgets.js"></script>')).toThrow(/run the widgets build/);
  });
});
