CREATE TABLE "business_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"company_name" text NOT NULL,
	"trade_licence" text,
	"trn" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "business_requests_status" CHECK ("business_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "business_requests_licence_or_trn" CHECK ("business_requests"."trade_licence" is not null or "business_requests"."trn" is not null)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "password_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_requests" ADD CONSTRAINT "business_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_requests_customer_unique" ON "business_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expire" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_scope" CHECK ("auth_tokens"."scope" in ('full', 'guest'));
--> statement-breakpoint
-- Sessions issued before this migration: a guest's token gets the guest scope, and no token
-- outlives the new 7-day life.
UPDATE "auth_tokens" SET "scope" = 'guest' WHERE "customer_id" IN (SELECT "id" FROM "customers" WHERE "is_guest");--> statement-breakpoint
UPDATE "auth_tokens" SET "expires_at" = least("expires_at", now() + interval '7 days');
