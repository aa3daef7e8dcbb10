import { z } from "zod";
import "./zod-locale";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";
import { ASSOCIATION_ROLES } from "./team-rules";

// The team's forms (docs/product.md#memberships): invite someone with a role, change a member's role.

const role = z.enum(ASSOCIATION_ROLES, { error: "Choisissez un rôle" });

/** POST /api/associations/:id/invitations. The address is compared and stored in lower case. */
export const invitationRequestSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Email invalide" }))
    .transform((email) => email.toLowerCase()),
  role,
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;
export type InvitationRequestInput = z.input<typeof invitationRequestSchema>;

/** PATCH /api/associations/:id/members/:userId. */
export const roleChangeSchema = z.object({ role });
export type RoleChange = z.infer<typeof roleChangeSchema>;
