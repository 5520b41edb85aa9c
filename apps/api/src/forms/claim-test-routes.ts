// The stored price-match claims of one email, readable over HTTP only when NODE_ENV=test:
// browser journeys cannot open the embedded database (one connection, held by the API), so
// they check here that every field and the screenshot's very bytes (by SHA-256) landed.
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { priceMatchClaims } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';

export function registerClaimTestRoutes(api: ApiRouter, deps: AppDeps): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'get',
    path: '/api/test/price-match-claims',
    summary: 'Test only (NODE_ENV=test): the newest 20 price-match claims of one email, every stored column and the screenshot',
    tags: ['test'],
    query: object({ email: string().trim().lowercase().required() }),
    responses: { 200: '{ data [claim row, camelCase, with screenshot { mime, size, sha256 }] }' },
    handler: async ({ query }) => {
      const rows = await deps.db
        .select()
        .from(priceMatchClaims)
        .where(eq(priceMatchClaims.customerEmail, query.email))
        .orderBy(desc(priceMatchClaims.id))
        .limit(20);
      const data = [];
      for (const row of rows) data.push({ ...row, screenshot: await describeFile(deps, row.screenshotKey) });
      return { data };
    },
  });
}

async function describeFile(deps: AppDeps, key: string) {
  const file = await deps.files.get(key);
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
