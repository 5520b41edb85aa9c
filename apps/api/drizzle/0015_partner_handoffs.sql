CREATE TABLE "cart_handoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_origin" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_origin" text;--> statement-breakpoint
ALTER TABLE "cart_handoffs" ADD CONSTRAINT "cart_handoffs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_handoffs_created" ON "cart_handoffs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_partner_origin" ON "orders" USING btree ("partner_origin") WHERE "orders"."partner_origin" is not null;