// @horeca/core/answers: every answer of the API declared once, as yup schemas (fields.ts says
// how they are read). The API publishes them; the client's types are inferred from them. The
// request bodies the client sends are declared here too (request-body.ts says how they are read).
export * from './fields';
export * from './common';
export * from './catalogue';
export * from './search';
export * from './content';
export * from './cart';
export * from './orders';
export * from './accounts';
export * from './forms';
export * from './request-body';
export * from './requests-auth';
export * from './requests-forms';
export * from './requests-cart';
export * from './requests-accounts';
