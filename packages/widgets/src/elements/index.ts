// @horeca/widgets/elements: the one entry with a side effect. Importing it (or loading the
// script-tag bundle) registers every <horeca-*> element.
import { defineHorecaElements } from './define-horeca-elements';

defineHorecaElements();

export { defineHorecaElements };
export { configure } from './page-config';
export type { PageConfig } from './page-config';
export { horecaElements } from './registry';
export type { ElementEntry } from './registry';
export type { BodyLoader, ElementBody } from './lazy-body';
export type { AttributeContract, CssPropertyContract, ElementContract, EventContract, PartContract } from './contract';
// The elements' TypeScript declarations (generated from the contracts): importing this entry,
// even as `import type {} from '@horeca/widgets/elements'`, types every <horeca-*> tag in
// JSX and querySelector and every horeca:* event in addEventListener.
export type * from './element-types';
