DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_cat_pop_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_new_idx";--> statement-breakpoint
DROP INDEX "products_cat_rating_idx";--> statement-breakpoint
DROP INDEX "products_parent_pop_idx";--> statement-breakpoint
DROP INDEX "products_parent_price_idx";--> statement-breakpoint
DROP INDEX "products_dept_pop_idx";--> statement-breakpoint
DROP INDEX "products_dept_price_idx";--> statement-breakpoint
DROP INDEX "products_brand_pop_idx";--> statement-breakpoint
DROP INDEX "products_sale_idx";--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_cat_pop_idx" ON "products" USING btree ("category_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category_id","effective_price_aed","id");--> statement-breakpoint
CREATE INDEX "products_cat_new_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_cat_rating_idx" ON "products" USING btree ("category_id","avg_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_parent_pop_idx" ON "products" USING btree ("parent_category_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_parent_price_idx" ON "products" USING btree ("parent_category_id","effective_price_aed","id");--> statement-breakpoint
CREATE INDEX "products_dept_pop_idx" ON "products" USING btree ("department_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_dept_price_idx" ON "products" USING btree ("department_id","effective_price_aed","id");--> statement-breakpoint
CREATE INDEX "products_brand_pop_idx" ON "products" USING btree ("brand_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_sale_idx" ON "products" USING btree ("department_id","popularity" DESC NULLS FIRST,"id") WHERE "products"."sale_price_aed" is not null;