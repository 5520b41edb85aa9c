import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { widgetMessages } from '../runtime/messages';
import { resetWidgetStore } from '../runtime/store';
import type { ElementContract } from './contract';
import { createElementClass, type ElementBodyProps } from './define-element';
import type { ElementBody } from './lazy-body';
import { inShadow, mountHtml } from '../../test/mount-html';

// Each test defines its own tag: a custom element registry never forgets a definition.
let tagCount = 0;
function defineTestElement(load: () => Promise<ElementBody>): string {
  tagCount += 1;
  const contract: ElementContract = {
    tag: `horeca-lazy-test-${tagCount}`,
    className: 'HorecaLazyTestElement',
    display: 'block',
    description: 'test element',
    attributes: [{ name: 'greeting', type: 'string', description: 'text to show' }],
    events: [],
    cssProperties: [],
    parts: [],
  };
  customElements.define(contract.tag, createElementClass(contract, load));
  return contract.tag;
}

function Greeting({ attrs }: ElementBodyProps) {
  return <p>{attrs.greeting}</p>;
}



beforeAll(async () => {
  // The runtime shell is imported lazily too; transform it once before the tests run.
  await import('./element-shell');
});
beforeEach(() => resetWidgetStore());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazily loaded element bodies', () => {
  it('loads a body only when an element of its tag first renders, once for every element', async () => {
    const load = vi.fn(async () => Greeting);
    const tag = defineTestElement(load);
    expect(load).not.toHaveBeenCalled();
    const first = (await mountHtml(`<${tag} greeting="Hello"></${tag}><${tag} greeting="Again"></${tag}>`)).firstElementChild as HTMLElement;
    expect(await inShadow(first).findByText('Hello')).toBeInTheDocument();
    const second = first.nextElementSibling as HTMLElement;
    expect(await inShadow(second).findByText('Again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the body cannot be loaded, and loads it on Try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<ElementBody>>().mockRejectedValueOnce(new Error('Loading chunk 3 failed')).mockResolvedValue(Greeting);
    const tag = defineTestElement(load);
    const element = (await mountHtml(`<${tag} greeting="Back again"></${tag}>`)).firstElementChild as HTMLElement;
    const alert = await inShadow(element).findByRole('alert');
    expect(alert).toHaveTextContent(widgetMessages.elementLoadFailed);
    expect(log).toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: widgetMessages.retry }));
    expect(await inShadow(element).findByText('Back again')).toBeInTheDocument();
    expect(inShadow(element).queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries by itself when the browser comes back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<ElementBody>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const tag = defineTestElement(load);
    const element = (await mountHtml(`<${tag} greeting="Online"></${tag}>`)).firstElementChild as HTMLElement;
    await inShadow(element).findByRole('alert');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await inShadow(element).findByText('Online')).toBeInTheDocument();
  });

  it('keeps a body that throws inside its element: the page and the other elements go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('broken body');
    };
    const brokenTag = defineTestElement(async () => Broken);
    const fineTag = defineTestElement(async () => Greeting);
    const broken = (await mountHtml(`<${brokenTag}></${brokenTag}><${fineTag} greeting="Still here"></${fineTag}>`)).firstElementChild as HTMLElement;
    expect(await inShadow(broken).findByRole('alert')).toHaveTextContent(widgetMessages.elementLoadFailed);
    expect(await inShadow(broken.nextElementSibling as HTMLElement).findByText('Still here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull(); // nothing leaked into the light DOM
  });
});
