-- Returns a buyer can follow (issue 33): each return's state with the time of each step, the
-- staff's reason for a rejection, and the language each move is mailed in (returns/return-states.ts).
ALTER TABLE "returns" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "returns_order" ON "returns" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested','approved','received','refunded','rejected','withdrawn'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_rejected_has_reason" CHECK ("returns"."status" <> 'rejected' or "returns"."rejection_reason" is not null);