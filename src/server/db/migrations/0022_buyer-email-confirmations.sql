CREATE TABLE "buyer_email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "buyer_email_confirmations_email_check" CHECK ("buyer_email_confirmations"."email" = lower(trim("buyer_email_confirmations"."email")))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "buyer_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_email_confirmations" ADD CONSTRAINT "buyer_email_confirmations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_email_confirmations" ADD CONSTRAINT "buyer_email_confirmations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_email_confirmations_token_idx" ON "buyer_email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "buyer_email_confirmations_email_idx" ON "buyer_email_confirmations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "buyer_email_confirmations_campaign_idx" ON "buyer_email_confirmations" USING btree ("campaign_id","created_at");--> statement-breakpoint
-- An address's confirmation goes with the address: a correction that changes it (case and surrounding spaces aside)
-- leaves the order unconfirmed, whoever writes, until the new address is confirmed in turn
-- (docs/product.md#buyer-addresses). Paper orders recorded before this migration start unconfirmed.
CREATE OR REPLACE FUNCTION sales_buyer_email_changed() RETURNS trigger AS $$
BEGIN
  IF lower(trim(coalesce(NEW.customer_email, ''))) IS DISTINCT FROM lower(trim(coalesce(OLD.customer_email, ''))) THEN
    NEW.buyer_email_confirmed_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_buyer_email_changed
  BEFORE UPDATE OF customer_email ON sales
  FOR EACH ROW EXECUTE FUNCTION sales_buyer_email_changed();
