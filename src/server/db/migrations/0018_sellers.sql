CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"group_name" text,
	"goal_bars" integer,
	"is_minor" boolean DEFAULT false NOT NULL,
	"parental_consent_at" timestamp with time zone,
	"parental_consent_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_goal_check" CHECK ("sellers"."goal_bars" is null or "sellers"."goal_bars" > 0),
	CONSTRAINT "sellers_minor_consent_check" CHECK (not "sellers"."is_minor" or "sellers"."parental_consent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "leaderboard_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_parental_consent_by_user_id_fk" FOREIGN KEY ("parental_consent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_code_idx" ON "sellers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sellers_campaign_idx" ON "sellers" USING btree ("campaign_id","first_name");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_campaign_seller_idx" ON "sales" USING btree ("campaign_id","seller_id","bars_count","refunded_bars","amount_total","refunded_cents") WHERE "sales"."status" in ('paid', 'complete', 'partially_refunded');