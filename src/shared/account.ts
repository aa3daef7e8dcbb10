import { z } from "zod";
import "./zod-locale";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";
import { optionalPhone } from "./phone";
import { ASSOCIATION_ROLES, type AssociationRole } from "./team-rules";

/** A member's role in an association: the codes of team-rules.ts (docs/product.md#roles). */
export const membershipRoles = ASSOCIATION_ROLES;
export type MembershipRole = AssociationRole;

// The profile form (docs/product.md#account-page) was specified without validation; we still bound lengths and check
// the e-mail shape so that nothing absurd is stored. Empty strings are saved as null.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} caractères` })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** A person's name as others read it (the inviter of an invitation, the team's list): sign-up asks it (decision 034). */
export const PERSON_NAME_MESSAGE = "Indiquez votre nom";
export const personName = z
  .string({ error: PERSON_NAME_MESSAGE })
  .trim()
  .min(1, { error: PERSON_NAME_MESSAGE })
  .max(120, { error: "Maximum 120 caractères" });

const associationName = z
  .string({ error: "Le nom de l'association est requis" })
  .trim()
  .min(1, { error: "Le nom de l'association est requis" })
  .max(120, { error: "Maximum 120 caractères" });

/** POST /api/associations: an account without an association creates one (docs/product.md#no-association). */
export const associationCreateSchema = z.object({ name: associationName });
export type AssociationCreate = z.infer<typeof associationCreateSchema>;

/** PATCH /api/me/profile: each member's own name and number (docs/product.md#account-page). */
export const profileUpdateSchema = z.object({
  full_name: personName,
  phone: optionalPhone,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * PUT /api/associations/:id: the association's name and details, the ones the creation form asks
 * (docs/decisions/034). Changed by its managers only.
 */
export const associationDetailsSchema = z.object({
  name: associationName,
  description: optionalText(300),
  address: optionalText(300),
  contact_email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: "Email invalide" })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  contact_phone: optionalPhone,
});
export type AssociationDetailsInput = z.input<typeof associationDetailsSchema>;
export type AssociationDetails = z.output<typeof associationDetailsSchema>;

export const notificationSettingsSchema = z.object({
  email_notifications: z.boolean({ error: "Valeur invalide" }),
  sales_notifications: z.boolean({ error: "Valeur invalide" }),
  weekly_newsletter: z.boolean({ error: "Valeur invalide" }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const defaultNotificationSettings: NotificationSettings = {
  email_notifications: true,
  sales_notifications: true,
  weekly_newsletter: false,
};

export type AssociationSummary = {
  id: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  /** Whether a manager gave the name and details yet: until then `name` is the placeholder (decision 034). */
  details_given: boolean;
  /** Who may change them: the managers' names, for the read-only card of the other roles. */
  manager_names: string[];
};

export type MembershipView = {
  id: string;
  user_id: string;
  association_id: string;
  role: MembershipRole;
  association: AssociationSummary;
};

/** GET /api/me */
export type MeResponse = {
  user: { id: string; email: string; email_verified: boolean; created_at: string };
  profile: { id: string; full_name: string | null; phone: string | null };
  memberships: MembershipView[];
  is_admin: boolean;
};
