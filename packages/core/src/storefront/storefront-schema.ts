// A storefront in a query or a body, for the API's schemas: a module of its own, so a page that
// only reads the storefronts' ids does not carry yup (the script-tag bundle puts every module of
// core that builds a schema with the forms).
import { string } from 'yup';
import { DEFAULT_STOREFRONT, STOREFRONT_IDS, STOREFRONT_MESSAGE } from './storefront';

/** One of the ids, the default when absent. */
export const storefrontSchema = () => string().oneOf(STOREFRONT_IDS, STOREFRONT_MESSAGE).default(DEFAULT_STOREFRONT);
