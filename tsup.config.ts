import { defineConfig } from 'tsup';

// Builds the publishable packages. Each entry lists what it ships; the widgets
// entries are added by the widgets package as it grows.
export default defineConfig([
  {
    name: 'core',
    entry: { index: 'packages/core/src/index.ts' },
    outDir: 'packages/core/dist',
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['redaxios', 'yup', 'dompurify'],
  },
]);
