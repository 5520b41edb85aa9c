import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonText, vscodeCustomData, webTypes } from './editor-data';
import { buildManifest, manifestText } from './manifest';
import { horecaElements } from './registry';
import { eventTypingsText, typingsText } from './typings';

describe('custom-elements.json', () => {
  it('is generated from the contracts and committed up to date', () => {
    // jsdom replaces the global URL, so the path is built from the module's own file path.
    const file = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../custom-elements.json'), 'utf8');
    expect(file).toBe(manifestText(horecaElements));
  });

  it('has its TypeScript declarations (element-types.ts) generated from the same contracts', () => {
    const file = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'element-types.ts'), 'utf8');
    expect(file).toBe(typingsText(horecaElements));
  });

  it('has its events (element-events.ts, the HorecaEvents map) generated from the same contracts', () => {
    const file = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'element-events.ts'), 'utf8');
    expect(file).toBe(eventTypingsText(horecaElements));
  });

  it('describes each tag with its attributes, events, CSS properties and parts', () => {
    const declarations = buildManifest(horecaElements).modules.flatMap((module) => module.declarations);
    const card = declarations.find((declaration) => declaration.tagName === 'horeca-product-card');
    expect(card?.attributes.map((attribute) => attribute.name)).toEqual([
      'product-id',
      'product',
      'variant',
      'api-base',
      'storefront',
      'lang',
      'dir',
      'link-base',
      'store-url',
    ]);
    expect(card?.events.map((event) => event.name)).toEqual([
      'horeca:add-to-cart',
      'horeca:wishlist-change',
      'horeca:remove-from-saved',
      'horeca:navigate',
    ]);
    expect(card?.events.at(-1)?.description).toMatch(/cancellable/);
    expect(card?.cssProperties.every((property) => property.name.startsWith('--horeca-'))).toBe(true);
    expect(card?.cssParts.map((part) => part.name)).toContain('add-to-cart');
    expect(declarations.map((declaration) => declaration.tagName)).toEqual([
      'horeca-product-card',
      'horeca-product-carousel',
      'horeca-cart-badge',
      'horeca-wishlist-badge',
      'horeca-search',
      'horeca-price-match-claim',
      'horeca-phone-input',
      'horeca-newsletter',
      'horeca-glitch-reporter',
    ]);
    const phone = declarations.find((declaration) => declaration.tagName === 'horeca-phone-input');
    expect(phone?.events.map((event) => event.name)).toEqual(['horeca:change']);
    for (const tag of ['horeca-newsletter', 'horeca-glitch-reporter']) {
      const events = declarations.find((declaration) => declaration.tagName === tag)?.events.map((event) => event.name);
      expect(events).toEqual(['horeca:submitted', 'horeca:failed']);
    }
  });
});

describe('the editor data', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; version: string; files: string[]; 'web-types': string };
  const vscode = vscodeCustomData(horecaElements);
  const jetbrains = webTypes(horecaElements, pkg);

  it('is generated from the contracts, committed up to date and shipped (web-types named in package.json)', () => {
    expect(readFileSync(resolve(root, 'vscode.html-custom-data.json'), 'utf8')).toBe(jsonText(vscode));
    expect(readFileSync(resolve(root, 'web-types.json'), 'utf8')).toBe(jsonText(jetbrains));
    expect(pkg.files).toEqual(expect.arrayContaining(['vscode.html-custom-data.json', 'web-types.json']));
    expect(pkg['web-types']).toBe('./web-types.json');
  });

  it('lists every element and <horeca-config> with every attribute of its contract', () => {
    const tags = [...horecaElements.map(({ contract }) => contract.tag), 'horeca-config'];
    expect(vscode.tags.map((tag) => tag.name)).toEqual(tags);
    expect(jetbrains.contributions.html.elements.map((element) => element.name)).toEqual(tags);
    for (const { contract } of horecaElements) {
      const names = contract.attributes.map((attribute) => attribute.name);
      expect(vscode.tags.find((tag) => tag.name === contract.tag)?.attributes.map((attribute) => attribute.name)).toEqual(names);
      expect(jetbrains.contributions.html.elements.find((element) => element.name === contract.tag)?.js.events.map((event) => event.name)).toEqual(contract.events.map((event) => event.name));
    }
  });

  it("offers a closed attribute's values and marks a flag as value-less", () => {
    const claim = vscode.tags.find((tag) => tag.name === 'horeca-price-match-claim');
    expect(claim?.attributes.find((attribute) => attribute.name === 'claim-type')?.values).toEqual([{ name: 'pre' }, { name: 'post' }]);
    const phone = vscode.tags.find((tag) => tag.name === 'horeca-phone-input');
    expect(phone?.attributes.find((attribute) => attribute.name === 'required')).toMatchObject({ valueSet: 'v' });
    const card = jetbrains.contributions.html.elements.find((element) => element.name === 'horeca-product-card');
    expect(card?.attributes.find((attribute) => attribute.name === 'variant')?.value).toEqual({ kind: 'plain', type: "'default' | 'saved' | 'flash-sale'", required: false });
  });
});
