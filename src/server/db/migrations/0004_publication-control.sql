-- Publication under the platform's control. A campaign's first publication is the administrator's (validated_at),
-- a page the platform took down (taken_down_at) stays down until an administrator republishes it, and a campaign's
-- own bar price may not undercut the catalogue. The CHECKs hold whoever writes: the app, a script, psql.
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_price_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
-- Pages already public when this runs stay public and count as validated: taking them down is now the
-- administrator's call ('Dépublier'), and they show in the administrator's list of published campaigns.
UPDATE "campaigns" SET "validated_at" = coalesce("published_at", now()), "status" = 'published' WHERE "is_published" OR "status" = 'published';--> statement-breakpoint
-- A price under the catalogue's sold every bar below its price: such pages go back to the catalogue prices.
UPDATE "campaigns" SET "chocolate_price_eur" = NULL WHERE "chocolate_price_eur" < 9.00;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_published_validated_check" CHECK (not "campaigns"."is_published" or "campaigns"."validated_at" is not null);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_taken_down_check" CHECK (not "campaigns"."is_published" or "campaigns"."taken_down_at" is null);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_price_check" CHECK ("campaigns"."chocolate_price_eur" is null or "campaigns"."chocolate_price_eur" >= 9.00);--> statement-breakpoint
-- An association left without members (its last account deleted, whatever deleted it) can't answer for its pages:
-- they go offline in the same transaction as the deletion, marked as taken down, and the administrators are told.
-- The campaigns and their sales stay for accounting (sales reference them ON DELETE RESTRICT).
CREATE OR REPLACE FUNCTION retire_memberless_association() RETURNS trigger AS $$
DECLARE
  pages text;
BEGIN
  IF EXISTS (SELECT 1 FROM memberships WHERE association_id = OLD.association_id) THEN
    RETURN NULL;
  END IF;
  WITH retired AS (
    UPDATE campaigns
       SET is_published = false,
           taken_down_at = now(),
           takedown_reason = 'Plus aucun membre : le dernier compte de l''association a été supprimé.',
           updated_at = now()
     WHERE association_id = OLD.association_id AND is_published
    RETURNING association_name, public_slug
  )
  SELECT string_agg(format('- %s (adresse : /c/%s)', association_name, public_slug), E'\n' ORDER BY public_slug)
    INTO pages
    FROM retired;
  IF pages IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO mail_outbox (to_address, subject, text_body)
  SELECT DISTINCT u.email,
         'Boutique dépubliée : plus aucun membre - Boutique Solidaire',
         format(
           E'Bonjour,\n\nLe dernier membre d''une association a supprimé son compte. Ses pages ont été dépubliées automatiquement :\n\n%s\n\nLes ventes sont conservées pour la comptabilité. Seul un administrateur peut republier ces pages, depuis la page Administration.\n\nL''équipe Boutique Solidaire',
           pages
         )
    FROM user_roles r
    JOIN "user" u ON u.id = r.user_id
   WHERE r.role = 'admin';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER memberships_retire_memberless_association
  AFTER DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION retire_memberless_association();
