// @horeca/core: the store's rules as plain functions, shared by widgets, storefront and api.
// No React and no DOM globals at import time. Each concept is a folder with its own entry point
// (`@horeca/core/product`, `@horeca/core/cart`, ...): the code in this repository imports the
// narrow one, so a reader sees which concept a name belongs to. This entry is every concept at
// once, for a partner who prefers one import; the API's answers (`@horeca/core/answers`) and the
// Arabic catalogues (`@horeca/core/locale-ar`) stay subpaths of their own.
export * from './account';
export * from './api';
export * from './cart';
export * from './constants';
export * from './fields';
export * from './forms';
export * from './html';
export * from './locale';
export * from './messages';
export * from './money';
export * from './order';
export * from './phone';
export * from './product';
export * from './routing';
export * from './storage';
export * from './storefront';
