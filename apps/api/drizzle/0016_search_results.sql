-- The search results page (issue 32): every match of a query is filtered, sorted and counted
-- into facets on the narrow product_search table, so product_search now mirrors the listing
-- columns too (category, brand, price, stock, rating, date). And the searches that found no or
-- few products, counted per day (no personal data: the folded words only).
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "effective_price_aed" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "in_stock" boolean;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "avg_rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
-- Databases seeded before this migration.
UPDATE "product_search" ps
SET "category_id" = p."category_id", "brand_id" = p."brand_id", "effective_price_aed" = p."effective_price_aed",
    "in_stock" = p."stock" > 0, "avg_rating" = p."avg_rating", "review_count" = p."review_count", "created_at" = p."created_at"
FROM "products" p WHERE p."id" = ps."product_id";
--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "effective_price_aed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "in_stock" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "avg_rating" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "review_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "popularity", "published", "on_sale", "search_vector",
    "category_id", "brand_id", "effective_price_aed", "in_stock", "avg_rating", "review_count", "created_at")
  SELECT "id", "popularity", "status" = 'published', "sale_price_aed" IS NOT NULL, "search_vector",
    "category_id", "brand_id", "effective_price_aed", "stock" > 0, "avg_rating", "review_count", "created_at"
  FROM "inserted_products";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stock change now reaches product_search only when it crosses zero (the in-stock filter):
-- the WHEN clause leaves every other order's stock update untouched.
CREATE OR REPLACE FUNCTION "product_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_search"
  SET "product_id" = NEW."id", "popularity" = NEW."popularity", "published" = NEW."status" = 'published',
      "on_sale" = NEW."sale_price_aed" IS NOT NULL, "search_vector" = NEW."search_vector",
      "category_id" = NEW."category_id", "brand_id" = NEW."brand_id", "effective_price_aed" = NEW."effective_price_aed",
      "in_stock" = NEW."stock" > 0, "avg_rating" = NEW."avg_rating", "review_count" = NEW."review_count", "created_at" = NEW."created_at"
  WHERE "product_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_search_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "id", "popularity", "status", "sale_price_aed", "search_text",
  "category_id", "brand_id", "effective_price_aed", "stock", "avg_rating", "review_count", "created_at" ON "products"
  FOR EACH ROW WHEN (
    OLD."id" IS DISTINCT FROM NEW."id" OR OLD."popularity" IS DISTINCT FROM NEW."popularity" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."sale_price_aed" IS DISTINCT FROM NEW."sale_price_aed" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id"
    OR OLD."effective_price_aed" IS DISTINCT FROM NEW."effective_price_aed" OR (OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0)
    OR OLD."avg_rating" IS DISTINCT FROM NEW."avg_rating" OR OLD."review_count" IS DISTINCT FROM NEW."review_count"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "product_search_updated"();
