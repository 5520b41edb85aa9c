import { createElementClass } from './define-element';
import { defineConfigElement } from './page-config';
import { horecaElements } from './registry';

/**
 * Registers every <horeca-*> element. Safe to call any number of times, and alongside a
 * second copy of the bundle: a tag that is already defined is left alone. Only the contracts
 * are read here; each element's body is loaded when an element of that tag first renders.
 */
export function defineHorecaElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  // First: a widget that upgrades finds the page's settings already read.
  defineConfigElement(registry);
  for (const { contract, load } of horecaElements) {
    if (!registry.get(contract.tag)) registry.define(contract.tag, createElementClass(contract, load));
  }
}
