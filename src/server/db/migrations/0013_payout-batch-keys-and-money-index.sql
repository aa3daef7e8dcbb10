ALTER TABLE "payout_batches" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "execution_date" date NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_money_idx" ON "sales" USING btree ("campaign_id","payout_id","amount_total","delivery_fee","donation_cents","bars_count","fulfilled_at","paid_at") WHERE "sales"."status" in ('paid', 'complete', 'partially_refunded', 'refunded');--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_idempotency_key_unique" UNIQUE("idempotency_key");