// The storefront host: React + React Router on Vite. Workspace packages resolve to their
// source (as in the root vitest config), so a change in core or widgets needs no build.
// `npm run dev` proxies /api to the running API (API_URL, default the shared e2e API).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
