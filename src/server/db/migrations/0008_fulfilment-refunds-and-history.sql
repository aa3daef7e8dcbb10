CREATE TABLE "campaign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_action_check" CHECK ("campaign_events"."action" in ('published', 'taken_down'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"axis" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_user_id" text,
	"payment_event_id" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_axis_check" CHECK ("order_events"."axis" in ('payment', 'fulfilment', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0 and "refunds"."bars" >= 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_status_check";--> statement-breakpoint
DROP INDEX "sales_campaign_settled_idx";--> statement-breakpoint
DROP INDEX "sales_association_settled_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fulfilment_status" text DEFAULT 'to_prepare' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_bars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_events_actor_idx" ON "campaign_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_sale_idx" ON "order_events" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_actor_idx" ON "order_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_to_prepare_idx" ON "sales" USING btree ("campaign_id","delivery_mode") WHERE "sales"."fulfilment_status" = 'to_prepare' and "sales"."status" in ('paid', 'complete', 'partially_refunded');--> statement-breakpoint
CREATE INDEX "sales_campaign_settled_idx" ON "sales" USING btree ("campaign_id","amount_total","bars_count","refunded_cents","refunded_bars") WHERE "sales"."status" in ('paid', 'complete', 'partially_refunded');--> statement-breakpoint
CREATE INDEX "sales_association_settled_idx" ON "sales" USING btree ("association_id","amount_total","bars_count","refunded_cents","refunded_bars") WHERE "sales"."status" in ('paid', 'complete', 'partially_refunded');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_refunded_check" CHECK ("sales"."refunded_cents" >= 0 and "sales"."refunded_cents" <= round("sales"."amount_total" * 100) and "sales"."refunded_bars" >= 0 and "sales"."refunded_bars" <= "sales"."bars_count");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_fulfilment_status_check" CHECK ("sales"."fulfilment_status" in ('to_prepare', 'shipped', 'delivered_to_association', 'handed_over', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('pending', 'paid', 'complete', 'failed', 'expired', 'partially_refunded', 'refunded'));--> statement-breakpoint
-- Migration 0003's announcement, now also for a refund (the amount raised drops live) and a fulfilment step (the
-- drawer and the sales page show it): the payload says which of the order's axes moved.
CREATE OR REPLACE FUNCTION notify_sale_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.refunded_cents IS DISTINCT FROM OLD.refunded_cents
     OR NEW.fulfilment_status IS DISTINCT FROM OLD.fulfilment_status THEN
    PERFORM pg_notify('sale_changes', json_build_object(
      'campaign_id', NEW.campaign_id,
      'association_id', NEW.association_id,
      'sale_id', NEW.id,
      'status', NEW.status,
      'fulfilment_status', NEW.fulfilment_status
    )::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER sales_notify_change ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_notify_change
  AFTER INSERT OR UPDATE OF status, refunded_cents, fulfilment_status ON sales
  FOR EACH ROW EXECUTE FUNCTION notify_sale_change();
