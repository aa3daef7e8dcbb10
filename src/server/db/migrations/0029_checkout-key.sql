ALTER TABLE "sales" ADD COLUMN "checkout_key" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "checkout_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_checkout_key_idx" ON "sales" USING btree ("checkout_key");