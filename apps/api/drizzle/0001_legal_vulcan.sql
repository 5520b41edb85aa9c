ALTER TABLE "glitch_reports" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "glitch_reports" ADD COLUMN "storefront" text;--> statement-breakpoint
ALTER TABLE "glitch_reports" ADD COLUMN "widget_version" text;