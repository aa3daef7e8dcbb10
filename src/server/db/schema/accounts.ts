import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  full_name: text("full_name"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Associations outlive their members: their campaigns and sales are kept for accounting.
export const associations = pgTable("associations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  logo_url: text("logo_url"),
  contact_email: text("contact_email"),
  contact_phone: text("contact_phone"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    association_id: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "cascade" }),
    // A role of shared/team-rules.ts (docs/product.md#roles); no default: whoever adds a member says which.
    role: text("role").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role] }), check("user_roles_role_check", sql`${t.role} in ('admin')`)],
);

export const notificationSettings = pgTable("notification_settings", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email_notifications: boolean("email_notifications").notNull().default(true),
  sales_notifications: boolean("sales_notifications").notNull().default(true),
  weekly_newsletter: boolean("weekly_newsletter").notNull().default(false),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
