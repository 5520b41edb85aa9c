// The storefront host: React + React Router on Vite. Workspace packages resolve to their
// source (as in the root vitest config), so a change in core or widgets needs no build.
// `npm run dev` proxies /api to the running API (API_URL, default the shared e2e API).
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// Writes .br and .gz beside every text asset of the build, so the API's static server
// (precompressed) sends a shopper on a slow phone line about a third of the bytes without
// compressing on each request.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horeca-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@horeca/core': fromRoot('packages/core/src/index.ts'),
      '@horeca/widgets/elements': fromRoot('packages/widgets/src/elements/index.ts'),
      '@horeca/widgets': fromRoot('packages/widgets/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4310', changeOrigin: true },
    },
  },
});
