-- Issue 28: a card order's payment deadline (unpaid card orders are cancelled and their stock
-- goes back), the hashed client address an order came from (open unpaid orders are capped per
-- customer and per address), and the store's own links of a mail (the only ones its HTML part
-- makes clickable). Orders placed before have no deadline and no address: nothing changes for them.
ALTER TABLE "mail_outbox" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "orders_payment_expiry" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'pending' and "orders"."payment_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_open_placed_from" ON "orders" USING btree ("placed_from") WHERE "orders"."status" in ('pending','confirmed','processing','shipped') and "orders"."placed_from" is not null;