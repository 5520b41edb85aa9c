// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in
// apps/api/node_modules; this preload lets drizzle-kit find the app's drizzle-orm, both
// through import() (a resolve hook) and through require() (NODE_PATH).
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiPackage = new URL('../../package.json', import.meta.url);
process.env.NODE_PATH = fileURLToPath(new URL('../../node_modules', import.meta.url));
// @ts-expect-error: internal but stable way to re-read NODE_PATH after start-up.
Module._initPaths();

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackage.href)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);
