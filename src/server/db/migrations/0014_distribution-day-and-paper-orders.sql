CREATE TABLE "buyer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"author_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_messages_kind_check" CHECK ("buyer_messages"."kind" in ('ready', 'free'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_axis_check";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_status_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "order_deadline" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "distribution_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "distribution_start_time" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "distribution_end_time" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "distribution_place" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_messages" ADD CONSTRAINT "buyer_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_messages" ADD CONSTRAINT "buyer_messages_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_messages_campaign_idx" ON "buyer_messages" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_campaign_pickup_idx" ON "sales" USING btree ("campaign_id","customer_name") WHERE "sales"."delivery_mode" = 'pickup';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_distribution_times_check" CHECK (("campaigns"."distribution_start_time" is null or "campaigns"."distribution_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("campaigns"."distribution_end_time" is null or "campaigns"."distribution_end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_axis_check" CHECK ("order_events"."axis" in ('payment', 'fulfilment', 'refund', 'correction'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_method_check" CHECK ("sales"."payment_method" in ('card', 'cash', 'cheque'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('pending', 'paid', 'complete', 'failed', 'expired', 'partially_refunded', 'refunded', 'cancelled'));