DROP INDEX "product_reviews_customer_idx";--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD COLUMN "selected_product_id" integer;--> statement-breakpoint
-- Added by hand: before this index, two concurrent posts could both store a review of one
-- product by one customer. Keep the first as the customer's; later copies stay published
-- under their author name but belong to nobody, so no review or rating is lost.
UPDATE "product_reviews" SET "customer_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "customer_id", "product_id" ORDER BY "id") AS "copy"
    FROM "product_reviews" WHERE "customer_id" IS NOT NULL
  ) AS "ranked" WHERE "copy" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_customer_product_key" ON "product_reviews" USING btree ("customer_id","product_id");