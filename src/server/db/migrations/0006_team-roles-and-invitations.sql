-- Team roles (docs/product.md#roles) and invitations (docs/product.md#memberships). Until now every member could do
-- everything: 'owner' and 'member' both become 'manager', so nobody loses a right. A membership has no default
-- role any more: whoever adds a member says which.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('manager', 'treasurer', 'volunteer')),
	CONSTRAINT "invitations_email_check" CHECK ("invitations"."email" = lower("invitations"."email")),
	CONSTRAINT "invitations_state_check" CHECK ("invitations"."accepted_at" is null or "invitations"."revoked_at" is null)
);
--> statement-breakpoint
CREATE TABLE "team_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"subject_email" text,
	"subject_user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_events_kind_check" CHECK ("team_events"."kind" in ('invited', 'invitation_revoked', 'joined', 'role_changed', 'removed', 'left'))
);
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_check";--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
UPDATE "memberships" SET "role" = 'manager' WHERE "role" IN ('owner', 'member');--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_subject_user_id_user_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_association_idx" ON "invitations" USING btree ("association_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_idx" ON "invitations" USING btree ("association_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "team_events_association_idx" ON "team_events" USING btree ("association_id","created_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('manager', 'treasurer', 'volunteer'));--> statement-breakpoint
-- Migration 0004's trigger, unchanged but for its words: a last member may now leave the association (the team
-- routes) instead of deleting their account. The account is gone when its deletion removed the membership.
CREATE OR REPLACE FUNCTION retire_memberless_association() RETURNS trigger AS $$
DECLARE
  pages text;
  left_it boolean;
BEGIN
  IF EXISTS (SELECT 1 FROM memberships WHERE association_id = OLD.association_id) THEN
    RETURN NULL;
  END IF;
  left_it := EXISTS (SELECT 1 FROM "user" WHERE id = OLD.user_id);
  WITH retired AS (
    UPDATE campaigns
       SET is_published = false,
           taken_down_at = now(),
           takedown_reason = CASE WHEN left_it
             THEN 'Plus aucun membre : le dernier membre a quitté l''association.'
             ELSE 'Plus aucun membre : le dernier compte de l''association a été supprimé.'
           END,
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
           E'Bonjour,\n\n%s Ses pages ont été dépubliées automatiquement :\n\n%s\n\nLes ventes sont conservées pour la comptabilité. Seul un administrateur peut republier ces pages, depuis la page Administration.\n\nL''équipe Boutique Solidaire',
           CASE WHEN left_it
             THEN 'Le dernier membre d''une association l''a quittée.'
             ELSE 'Le dernier membre d''une association a supprimé son compte.'
           END,
           pages
         )
    FROM user_roles r
    JOIN "user" u ON u.id = r.user_id
   WHERE r.role = 'admin';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
