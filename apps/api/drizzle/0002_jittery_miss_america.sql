CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer NOT NULL,
	"published" boolean NOT NULL,
	"on_sale" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): product_search mirrors the
-- search columns of products. Inserts are copied per statement (one pass per bulk batch of
-- the seed); updates only when a search column is in the SET list, so stock changes cost nothing.
CREATE FUNCTION "product_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "popularity", "published", "on_sale", "search_vector")
  SELECT "id", "popularity", "status" = 'published', "sale_price_aed" IS NOT NULL, "search_vector" FROM "inserted_products";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_inserted"();
--> statement-breakpoint
CREATE FUNCTION "product_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_search"
  SET "product_id" = NEW."id", "popularity" = NEW."popularity", "published" = NEW."status" = 'published',
      "on_sale" = NEW."sale_price_aed" IS NOT NULL, "search_vector" = NEW."search_vector"
  WHERE "product_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "id", "popularity", "status", "sale_price_aed", "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_updated"();
--> statement-breakpoint
CREATE FUNCTION "product_search_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search" WHERE "product_id" IN (SELECT "id" FROM "deleted_products");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_deleted"();
--> statement-breakpoint
CREATE FUNCTION "product_search_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "product_search";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_truncated"();
--> statement-breakpoint
-- Databases seeded before this migration.
INSERT INTO "product_search" ("product_id", "popularity", "published", "on_sale", "search_vector")
SELECT "id", "popularity", "status" = 'published', "sale_price_aed" IS NOT NULL, "search_vector" FROM "products";
--> statement-breakpoint
-- Built after the backfill: one index build instead of 100k index insertions.
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");
