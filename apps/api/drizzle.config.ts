import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files; the app applies them with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/catalogue.ts', './src/db/schema/commerce.ts'],
  out: './drizzle',
});
