-- Paper orders above the ceiling wait for a manager's confirmation before they count (status 'awaiting_confirmation',
-- counted by no sum: every total reads settled or money statuses only); a paper order cancelled after a payout counted it
-- is carried back by a later payout (cancellation_payout_id). docs/product.md#paper-orders.
ALTER TABLE "sales" DROP CONSTRAINT "sales_status_check";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cancellation_payout_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cancellation_payout_id_payouts_id_fk" FOREIGN KEY ("cancellation_payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_cancellation_payout_idx" ON "sales" USING btree ("cancellation_payout_id");--> statement-breakpoint
CREATE INDEX "sales_cancellation_pending_idx" ON "sales" USING btree ("campaign_id") WHERE "sales"."status" = 'cancelled' and ("sales"."payout_id" is null) <> ("sales"."cancellation_payout_id" is null);--> statement-breakpoint
CREATE INDEX "sales_campaign_paper_created_idx" ON "sales" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sales"."payment_method" <> 'card';--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('pending', 'paid', 'complete', 'failed', 'expired', 'partially_refunded', 'refunded', 'cancelled', 'awaiting_confirmation'));