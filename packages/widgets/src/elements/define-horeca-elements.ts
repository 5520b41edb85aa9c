import { createElementClass } from './define-element';
import { horecaElements } from './registry';

/**
 * Registers every <horeca-*> element. Safe to call any number of times, and alongside a
 * second copy of the bundle: a tag that is already defined is left alone.
 */
export function defineHorecaElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const { contract, Body } of horecaElements) {
    if (!registry.get(contract.tag)) registry.define(contract.tag, createElementClass(contract, Body));
  }
}
