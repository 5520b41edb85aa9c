-- The catalogue in Arabic (issue 23): nullable _ar columns beside the English ones, and one `ar`
-- jsonb column on the small content tables (why not a translations table: src/db/schema/catalogue.ts).
-- Filled by the seed, and for a database seeded before by seed/refresh-arabic.ts at start.
ALTER TABLE "blog_categories" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications_ar" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "benefits_ar" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "faq_ar" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "key_sections_ar" jsonb;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD COLUMN "ar" jsonb;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "ar" jsonb;