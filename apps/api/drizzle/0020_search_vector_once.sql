-- Issue 29 (docs/notes/seed-and-import-speed.md): the search vector is made once, into
-- product_search, which every search reads. products kept its own copy (a generated column the
-- triggers copied from) that no query read; writing it was a tenth of the seed's products insert.
-- Hand-written below (drizzle-kit does not model triggers): the triggers of migrations 0002 and
-- 0016 make the vector from search_text themselves. product_search's rows stay as they are.
CREATE OR REPLACE FUNCTION "product_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "popularity", "published", "on_sale", "search_vector",
    "category_id", "brand_id", "effective_price_aed", "in_stock", "avg_rating", "review_count", "created_at")
  SELECT "id", "popularity", "status" = 'published', "sale_price_aed" IS NOT NULL, to_tsvector('simple', "search_text"),
    "category_id", "brand_id", "effective_price_aed", "stock" > 0, "avg_rating", "review_count", "created_at"
  FROM "inserted_products";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_search"
  SET "product_id" = NEW."id", "popularity" = NEW."popularity", "published" = NEW."status" = 'published',
      "on_sale" = NEW."sale_price_aed" IS NOT NULL, "search_vector" = to_tsvector('simple', NEW."search_text"),
      "category_id" = NEW."category_id", "brand_id" = NEW."brand_id", "effective_price_aed" = NEW."effective_price_aed",
      "in_stock" = NEW."stock" > 0, "avg_rating" = NEW."avg_rating", "review_count" = NEW."review_count", "created_at" = NEW."created_at"
  WHERE "product_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
