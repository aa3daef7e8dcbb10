ALTER TABLE "associations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "details_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone" text;--> statement-breakpoint
-- Decision 034: the name typed in the creation form was never written back, so associations still carry the
-- placeholder every account started with. Their latest campaign holds what the members typed.
UPDATE "associations" AS a
SET "name" = c."association_name",
    "description" = coalesce(a."description", c."association_description"),
    "contact_email" = coalesce(c."contact_email", a."contact_email"),
    "contact_phone" = coalesce(a."contact_phone", c."contact_phone"),
    "address" = c."association_address",
    "details_given_at" = c."created_at",
    "updated_at" = now()
FROM (
  SELECT DISTINCT ON ("association_id") "association_id", "association_name", "association_description", "contact_email",
         "contact_phone", "association_address", "created_at"
  FROM "campaigns"
  ORDER BY "association_id", "created_at" DESC, "id"
) AS c
WHERE c."association_id" = a."id" AND a."name" = 'Mon association';
--> statement-breakpoint
-- An association named by its creator (a second association, or a name saved in Profil) has had its details given.
UPDATE "associations" SET "details_given_at" = "updated_at" WHERE "details_given_at" IS NULL AND "name" <> 'Mon association';
