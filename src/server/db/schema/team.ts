import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { associations } from "./accounts";
import { user } from "./auth";

// docs/product.md#memberships: invitations to join an association with a role, and the history of the team's changes.

/** An invitation is pending until it is accepted or revoked; its link works until expires_at, once. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    association_id: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    // SHA-256 of the link's token: the token itself is only in the mail.
    token_hash: text("token_hash").notNull(),
    invited_by: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    accepted_by: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
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
    id: uuid("id").primaryKey().defaultRandom(),
    association_id: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "cascade" }),
    actor_id: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind").$type<TeamEventKind>().notNull(),
    subject_email: text("subject_email"),
    subject_user_id: text("subject_user_id").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("team_events_association_idx").on(t.association_id, t.created_at),
    check("team_events_kind_check", sql`${t.kind} in ('invited', 'invitation_revoked', 'joined', 'role_changed', 'removed', 'left')`),
  ],
);
