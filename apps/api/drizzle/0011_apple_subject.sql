ALTER TABLE "customers" ADD COLUMN "apple_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_apple_subject_unique" ON "customers" USING btree ("apple_subject");