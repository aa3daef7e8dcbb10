CREATE TABLE "campaign_addresses" (
	"slug" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_addresses" ADD CONSTRAINT "campaign_addresses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_addresses_campaign_idx" ON "campaign_addresses" USING btree ("campaign_id");--> statement-breakpoint
-- Decision 036: every address a campaign ever had stays its own. The addresses held today are its first rows.
INSERT INTO "campaign_addresses" ("slug", "campaign_id", "created_at")
  SELECT "public_slug", "id", "created_at" FROM "campaigns"
  ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- Whoever writes a campaign's slug (the app, the seed, an operator in psql), its new address joins the campaign's
-- addresses; an address another campaign ever held is refused as a taken slug (the same constraint name as the
-- unique index of current slugs, so every writer already reads it as 'SLUG_TAKEN').
CREATE OR REPLACE FUNCTION keep_campaign_address() RETURNS trigger AS $$
BEGIN
  INSERT INTO campaign_addresses (slug, campaign_id) VALUES (NEW.public_slug, NEW.id)
    ON CONFLICT (slug) DO NOTHING;
  IF NOT EXISTS (SELECT 1 FROM campaign_addresses WHERE slug = NEW.public_slug AND campaign_id = NEW.id) THEN
    RAISE EXCEPTION 'the address % belonged to another campaign', NEW.public_slug
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'campaigns_public_slug_idx';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaigns_keep_address
  AFTER INSERT OR UPDATE OF public_slug ON campaigns
  FOR EACH ROW EXECUTE FUNCTION keep_campaign_address();
