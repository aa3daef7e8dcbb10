import { z } from "zod";
import { membershipRoles, notificationSettingsSchema, type MeResponse } from "./account";

const associationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  details_given: z.boolean(),
  manager_names: z.array(z.string()),
});

const membershipSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  association_id: z.string(),
  role: z.enum(membershipRoles),
  association: associationSummarySchema,
});

/** GET /api/me and PATCH /api/me/profile: the user, their profile, their associations and whether they are an admin. */
export const meResponseSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), email_verified: z.boolean(), created_at: z.iso.datetime() }),
    profile: z.object({ id: z.string(), full_name: z.string().nullable(), phone: z.string().nullable() }),
    memberships: z.array(membershipSchema),
    is_admin: z.boolean(),
  })
  .meta({ id: "Me" }) satisfies z.ZodType<MeResponse>;
export type Me = z.infer<typeof meResponseSchema>;

/** POST /api/associations: the new association's id, and the memberships as GET /api/me reads them. */
export const associationCreatedResponseSchema = meResponseSchema.extend({ association_id: z.string() }).meta({ id: "AssociationCreated" });
export type AssociationCreated = z.infer<typeof associationCreatedResponseSchema>;

/** PUT /api/associations/:id: the association's details as saved. */
export const associationDetailsResponseSchema = associationSummarySchema.meta({ id: "AssociationDetails" });

/** GET and PUT /api/me/settings: the saved notification settings (the form's own schema). */
export const notificationSettingsResponseSchema = notificationSettingsSchema;
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
