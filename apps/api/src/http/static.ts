import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './router';

/**
 * Serves the built storefront from PUBLIC_DIR: real files as they are, every other
 * non-/api path as index.html so the storefront's router handles it.
 */
export function mountStorefront(app: Hono<AppEnv>, publicDir: string): void {
  const root = path.relative(process.cwd(), publicDir) || '.';
  const indexFile = path.join(publicDir, 'index.html');
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !fs.existsSync(indexFile)) return next();
    return c.html(await fs.promises.readFile(indexFile, 'utf8'));
  });
}
