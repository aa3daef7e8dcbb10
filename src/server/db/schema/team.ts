import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { userReference } from "./auth";
import { associationReference } from "./accounts";

// docs/product.md#memberships: invitations to join an association with a role, and the history of the team's changes.

/** An invitation is pending until it is accepted or revoked; its link works until expires_at, once. */
export const invitations = pgTable(
  "invitations",
  {
    ...idColumn,
    association_id: associationReference("cascade"),
    email: text("email").notNull(),
    role: text("role").notNull(),
    // SHA-256 of the link's token: the token itself is only in the mail.
    token_hash: text("token_hash").notNull(),
    invited_by: userReference("invited_by"),
    ...createdAt,
    expires_at: timestampTz("expires_at").notNull(),
    accepted_at: timestampTz("accepted_at"),
    accepted_by: userReference("accepted_by"),
    revoked_at: timestampTz("revoked_at"),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_idx").on(t.token_hash),
    index("invitations_association_idx").on(t.association_id),
    // One pending invitation per address and association: a new one replaces it (team/service.ts).
    uniqueIndex("invitations_pending_idx")
      .on(t.association_id, t.email)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
    check("invitations_role_check", sql`${t.role} in ('manager', 'treasurer', 'volunteer')`),
    check("invitations_email_check", sql`${t.email} = lower(${t.email})`),
    check("invitations_state_check", sql`${t.accepted_at} is null or ${t.revoked_at} is null`),
  ],
);

export const TEAM_EVENT_KINDS = ["invited", "invitation_revoked", "joined", "role_changed", "removed", "left"] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];

/** Every change of a team, written in the transaction that makes it: who did what to whom. */
export const teamEvents = pgTable(
  "team_events",
  {
    ...idColumn,
    association_id: associationReference("cascade"),
    actor_id: userReference("actor_id"),
    kind: text("kind").$type<TeamEventKind>().notNull(),
    subject_email: text("subject_email"),
    subject_user_id: userReference("subject_user_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ...createdAt,
  },
  (t) => [
    index("team_events_association_idx").on(t.association_id, t.created_at),
    check("team_events_kind_check", sql`${t.kind} in ('invited', 'invitation_revoked', 'joined', 'role_changed', 'removed', 'left')`),
  ],
);
