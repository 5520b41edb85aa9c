ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locale" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_unique" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."transport" = 'smtp';