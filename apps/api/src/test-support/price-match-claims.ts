// The stored price-match claims of one email, read back by browser journeys: they cannot open
// the embedded database (one connection, held by the API), so they check here that every
// field and the screenshot's very bytes (by SHA-256) landed.
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Db } from '../db/client';
import { priceMatchClaims } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { FileStore } from '../uploads/file-store';
import { dataOf, listOf, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

/** A stored file's type, size and SHA-256, read from the store itself; null when it is missing. */
async function describeFile(files: FileStore, key: string) {
  const file = await files.get(key);
  if (!file) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file.body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { mime: file.info.contentType, size, sha256: hash.digest('hex') };
}

/** The newest 20 claims of an email, every stored column and the screenshot. */
export async function claimsOf(db: Db, files: FileStore, email: string) {
  const rows = await db
    .select()
    .from(priceMatchClaims)
    .where(eq(priceMatchClaims.customerEmail, email))
    .orderBy(desc(priceMatchClaims.id))
    .limit(20);
  const data = [];
  for (const row of rows) data.push({ ...row, screenshot: await describeFile(files, row.screenshotKey) });
  return data;
}

export function registerPriceMatchClaims(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/test/price-match-claims',
    summary: 'Test only (NODE_ENV=test): the newest 20 price-match claims of one email, every stored column and the screenshot',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: { 200: json(dataOf(listOf(shape({ id: whole(), customerEmail: text(), screenshot: shape({ mime: text(), size: whole(), sha256: text() }).nullable() }))), 'Every stored column (camelCase), newest first') },
    handler: async ({ query }) => ({ data: await claimsOf(deps.db, deps.files, query.email) }),
  });
}
