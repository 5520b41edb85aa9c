// A story of the custom elements as a partner writes them: plain HTML with one
// <horeca-config api-base> (docs/elements.md), put into the page as it is and shown as the
// story's source in the docs, after the pinned script tag (pinned-script-tag.ts) that the
// story itself does without: here the elements are registered from source. The elements build
// their own HTTP client, so the story answers it from memory (story-store-fetch.ts). In the
// docs page each such story runs in its own frame: the page-wide <horeca-config> and the
// stubbed fetch are one per page.
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { defineHorecaElements } from '../src/elements/define-horeca-elements';
import type { HorecaStoryParameters } from './story-runtime';
import { SCRIPT_TAG } from './pinned-script-tag';
import { installStoryStoreFetch, STORY_STORE } from './story-store-fetch';

defineHorecaElements();

export interface ElementStoryOptions {
  /** The elements (and any <style>) the partner writes after <horeca-config>. */
  html: string;
  /** Storage, sign-in and what the store's API answers, as in every story. */
  horeca?: HorecaStoryParameters;
  /** Side by side in columns at least this wide (a storefront-and-language comparison), rather than one under another. */
  columns?: number;
  /** Each row at least this tall: room for a panel that opens over what follows (the search's suggestions). */
  rowHeight?: number;
  /** The docs frame's height. */
  height?: string;
  tags?: string[];
  play?: StoryObj['play'];
}

export const configLine = `<horeca-config api-base="${STORY_STORE}"></horeca-config>`;

/** What a partner pastes: the script tag, the page's <horeca-config> and the story's HTML. */
export const elementSource = (html: string): string => `${SCRIPT_TAG}\n${configLine}\n${html.trim()}`;

/** The toolbar's storefront, given to the page's <horeca-config> (language and direction reach the elements through the story's wrapper). */
function withToolbarStorefront(config: string, globals: StoryContext['globals']): string {
  const storefront = globals.storefront;
  return storefront === 'ae' || storefront === 'us' ? config.replace('<horeca-config ', `<horeca-config storefront="${storefront}" `) : config;
}

/** Every <horeca-*> element of the canvas: its body loaded (its first render is a dynamic import) and nothing still loading. */
export async function elementsDrawn(canvasElement: HTMLElement): Promise<void> {
  const elements = [...canvasElement.querySelectorAll('*')].filter((element) => element.localName.startsWith('horeca-') && element.localName !== 'horeca-config');
  await waitFor(
    () => {
      for (const element of elements) {
        expect(element.shadowRoot?.childElementCount, `<${element.localName}> has drawn`).toBeGreaterThan(0);
        expect(element.shadowRoot?.querySelector('[aria-busy="true"]'), `<${element.localName}> has loaded`).toBeNull();
      }
    },
    { timeout: 10_000 },
  );
}

/** An element in Arabic with no dir of its own is drawn right to left, as on a partner's page with no dir (the toolbar's direction, when chosen, wins). */
export async function arabicRightToLeft(canvasElement: HTMLElement, globals: StoryContext['globals']): Promise<void> {
  if (globals.dir === 'ltr' || globals.dir === 'rtl') return;
  for (const element of canvasElement.querySelectorAll('[lang^="ar"]')) {
    if (!element.localName.startsWith('horeca-') || element.hasAttribute('dir')) continue;
    const drawn = [...(element.shadowRoot?.children ?? [])].find((child) => child.localName !== 'style');
    await expect(drawn && getComputedStyle(drawn).direction, `<${element.localName} lang="ar"> is right to left`).toBe('rtl');
  }
}

export function elementStory({ html, horeca, columns, rowHeight, height = '420px', tags, play }: ElementStoryOptions): StoryObj {
  const source = elementSource(html);
  return {
    ...(tags && { tags }),
    parameters: {
      ...(horeca && { horeca }),
      // The HTML shown open under the story: it is what the partner comes for.
      docs: { source: { code: source, language: 'html' }, canvas: { sourceState: 'shown' }, story: { inline: false, height } },
      // The React props do not apply: the element reads its attributes, shown in the source.
      controls: { disable: true },
    },
    beforeEach: ({ parameters }) => installStoryStoreFetch(parameters.horeca as HorecaStoryParameters | undefined),
    // <horeca-config> first and outside the grid: it connects before the widgets and takes no cell.
    render: (_args, { globals }) => (
      <>
        <div dangerouslySetInnerHTML={{ __html: withToolbarStorefront(configLine, globals) }} />
        <div
          style={{ display: 'grid', gap: 24, alignItems: 'start', ...(columns && { gridTemplateColumns: `repeat(auto-fill, minmax(${columns}px, 1fr))` }), ...(rowHeight && { gridAutoRows: `minmax(${rowHeight}px, auto)` }) }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </>
    ),
    play: async (context) => {
      await elementsDrawn(context.canvasElement);
      await arabicRightToLeft(context.canvasElement, context.globals);
      await play?.(context);
    },
  };
}

/**
 * The same element three times side by side, as a partner writes each: on the UAE storefront in
 * English, with `storefront="us"` and with `lang="ar"` (`arabic`: other attributes for that one,
 * a heading in Arabic say).
 */
export function usAndArabicStory(tag: string, attributes: string, { arabic = attributes, ...options }: Omit<ElementStoryOptions, 'html'> & { arabic?: string }): StoryObj {
  const opening = (...parts: string[]) => `<${tag}${parts.filter(Boolean).map((part) => ` ${part}`).join('')}></${tag}>`;
  return elementStory({ html: [opening(attributes), opening(attributes, 'storefront="us"'), opening(arabic, 'lang="ar"')].join('\n'), ...options });
}
