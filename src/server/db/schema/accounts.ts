import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, type UpdateDeleteAction } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestamps, timestampTz, updatedAt, requiredUuidReference } from "./columns";
import { userReference } from "./auth";

export const profiles = pgTable("profiles", {
  id: userReference("id", "cascade").primaryKey(),
  full_name: text("full_name"),
  // The member's own number, for the team to reach them (never the association's contact_phone).
  phone: text("phone"),
  ...timestamps,
});

// Associations outlive their members: their campaigns and sales are kept for accounting.
export const associations = pgTable("associations", {
  ...idColumn,
  name: text("name").notNull(),
  description: text("description"),
  logo_url: text("logo_url"),
  contact_email: text("contact_email"),
  contact_phone: text("contact_phone"),
  address: text("address"),
  // When a manager gave the association's name and details (first campaign or Profil, decision 034). Until then the
  // name is the placeholder every account starts with, and the creation form asks for it instead of offering it.
  details_given_at: timestampTz("details_given_at"),
  ...timestamps,
});

/**
 * The association a row belongs to: "cascade" where the row goes with it; "restrict" where the row is accounting
 * (campaigns, orders, payouts), which keeps the association from being deleted.
 */
export const associationReference = (onDelete: UpdateDeleteAction) =>
  requiredUuidReference("association_id", () => associations.id, onDelete);

export const memberships = pgTable(
  "memberships",
  {
    ...idColumn,
    user_id: userReference("user_id", "cascade").notNull(),
    association_id: associationReference("cascade"),
    // A role of shared/team-rules.ts (docs/product.md#roles); no default: whoever adds a member says which.
    role: text("role").notNull(),
    ...createdAt,
  },
  (t) => [
    uniqueIndex("memberships_user_association_idx").on(t.user_id, t.association_id),
    index("memberships_association_idx").on(t.association_id),
    check("memberships_role_check", sql`${t.role} in ('manager', 'treasurer', 'volunteer')`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    user_id: userReference("user_id", "cascade").notNull(),
    role: text("role").notNull(),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role] }), check("user_roles_role_check", sql`${t.role} in ('admin')`)],
);

export const notificationSettings = pgTable("notification_settings", {
  user_id: userReference("user_id", "cascade").primaryKey(),
  email_notifications: boolean("email_notifications").notNull().default(true),
  sales_notifications: boolean("sales_notifications").notNull().default(true),
  weekly_newsletter: boolean("weekly_newsletter").notNull().default(false),
  ...updatedAt,
});
