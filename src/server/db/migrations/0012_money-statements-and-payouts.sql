CREATE TABLE "bank_accounts" (
	"association_id" uuid PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"debtor_name" text NOT NULL,
	"debtor_iban" text NOT NULL,
	"debtor_bic" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_user_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"association_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"creditor_bic" text NOT NULL,
	"paid_on" date,
	"bank_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('generated', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_amount_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "bars_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "donation_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "delivery_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "share_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "donation_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_campaign_idx" ON "payouts" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payout_idx" ON "refunds" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sales_unpaid_out_idx" ON "sales" USING btree ("campaign_id") WHERE "sales"."payout_id" is null and "sales"."status" in ('paid', 'complete', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE INDEX "sales_payout_idx" ON "sales" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attribution_check" CHECK ("refunds"."bars_cents" >= 0 and "refunds"."donation_cents" >= 0 and "refunds"."delivery_cents" >= 0 and "refunds"."share_cents" >= 0);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amount_check" CHECK ("sales"."amount_total" >= 0 and "sales"."delivery_fee" >= 0 and "sales"."bars_count" >= 0 and "sales"."donation_cents" >= 0);--> statement-breakpoint
-- Orders made before this migration: their donation line's amount, read once from the snapshot.
UPDATE "sales" SET "donation_cents" = coalesce((
  SELECT sum(round((line->>'unit_price_eur')::numeric * 100) * (line->>'quantity')::int)::int
    FROM jsonb_array_elements("sales"."items") AS line
   WHERE line->>'product_id' = 'don'), 0);
--> statement-breakpoint
-- ...and when they were shipped or delivered to the association, from their history.
UPDATE "sales" SET "fulfilled_at" = (
  SELECT min("created_at") FROM "order_events"
   WHERE "order_events"."sale_id" = "sales"."id" AND "axis" = 'fulfilment'
     AND "to_state" IN ('shipped', 'delivered_to_association', 'handed_over'))
 WHERE "fulfilment_status" IN ('shipped', 'delivered_to_association', 'handed_over');
--> statement-breakpoint
-- Refunds already made: donation lines first, then bars, then the delivery fee (orders/refund-attribution.ts does
-- the same, refund after refund; these earlier ones are taken one at a time, which is exact for one refund an order).
UPDATE "refunds" AS r SET
  "donation_cents" = parts.donation,
  "bars_cents" = parts.bars,
  "delivery_cents" = greatest(r."amount_cents" - parts.donation - parts.bars, 0),
  "share_cents" = (parts.bars * 20 + 50) / 100
  FROM (
    SELECT r2."id",
           least(r2."amount_cents", s."donation_cents",
                 coalesce((SELECT sum((l->>'quantity')::int) FROM jsonb_array_elements(r2."lines") AS l
                            WHERE l->>'product_id' = 'don'), 0) * s."donation_cents") AS donation,
           least(
             r2."amount_cents" - least(r2."amount_cents", s."donation_cents",
                 coalesce((SELECT sum((l->>'quantity')::int) FROM jsonb_array_elements(r2."lines") AS l
                            WHERE l->>'product_id' = 'don'), 0) * s."donation_cents"),
             round(s."amount_total" * 100)::int - round(s."delivery_fee" * 100)::int - s."donation_cents") AS bars
      FROM "refunds" AS r2 JOIN "sales" AS s ON s."id" = r2."sale_id"
     WHERE r2."status" = 'succeeded') AS parts
 WHERE r."id" = parts."id";
