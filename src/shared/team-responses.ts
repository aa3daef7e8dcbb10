import { z } from "zod";
import { ASSOCIATION_ROLES } from "./team-rules";

const role = z.enum(ASSOCIATION_ROLES);
const timestamp = z.iso.datetime();

/** A member of the association. `email` is null for a reader whose role doesn't see the team's addresses. */
export const teamMemberSchema = z
  .object({
    user_id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role,
    since: timestamp,
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not yet accepted, revoked or expired. Never its token: that is only in the mail. */
export const pendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role,
    created_at: timestamp,
    expires_at: timestamp,
  })
  .meta({ id: "PendingInvitation" });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/associations/:id/members: the members, oldest first, and the pending invitations (empty for a
 * reader whose role doesn't see the team's addresses). */
export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/associations/:id/invitations: the invitation as sent. */
export const invitationResponseSchema = z.object({ invitation: pendingInvitationSchema });
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** PATCH /api/associations/:id/members/:userId: the member with their new role. */
export const teamMemberResponseSchema = z.object({ member: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

/** DELETE of a member or an invitation: done. */
export const teamChangeResponseSchema = z.object({ ok: z.literal(true) });
export type TeamChangeResponse = z.infer<typeof teamChangeResponseSchema>;

export const INVITATION_STATUSES = ["pending", "expired", "used", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /api/invitations/:token: what the invitation's landing page explains, whoever opens the link. */
export const invitationSummarySchema = z
  .object({
    association_name: z.string(),
    role,
    inviter_name: z.string().nullable(),
    status: z.enum(INVITATION_STATUSES),
    expires_at: timestamp,
  })
  .meta({ id: "InvitationSummary" });
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/** POST /api/invitations/:token/accept: the association joined, and with which role. */
export const acceptedInvitationSchema = z.object({
  association_id: z.string(),
  association_name: z.string(),
  role,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
