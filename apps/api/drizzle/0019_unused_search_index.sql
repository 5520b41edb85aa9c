-- Issue 29 (docs/notes/seed-and-import-speed.md). The GIN index on products.search_vector serves
-- no query: every search reads product_search (its own GIN index, migration 0002), and building
-- this one was nearly a third of the 100k seed's index builds (2.2 s of CPU).
DROP INDEX "products_search_idx";--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model storage): a product's text and JSON columns are
-- kept uncompressed (out of line when the row is too long) instead of being compressed with pglz
-- first. A seeded product with its Arabic is about 3.3 KB, over the 2 KB at which PostgreSQL
-- compresses, and compressing every row was a fifth of the products insert. The values read
-- the same; new values only are written this way (existing rows keep their compressed form).
ALTER TABLE "products"
  ALTER COLUMN "description" SET STORAGE EXTERNAL,
  ALTER COLUMN "description_ar" SET STORAGE EXTERNAL,
  ALTER COLUMN "specifications" SET STORAGE EXTERNAL,
  ALTER COLUMN "specifications_ar" SET STORAGE EXTERNAL,
  ALTER COLUMN "benefits" SET STORAGE EXTERNAL,
  ALTER COLUMN "benefits_ar" SET STORAGE EXTERNAL,
  ALTER COLUMN "faq" SET STORAGE EXTERNAL,
  ALTER COLUMN "faq_ar" SET STORAGE EXTERNAL,
  ALTER COLUMN "search_text" SET STORAGE EXTERNAL;
