import { boolean, index, pgTable, text, type UpdateDeleteAction } from "drizzle-orm/pg-core";
import { createdAt, timestampTz, updatedAt } from "./columns";

// Better Auth's tables (user, session, account, verification), in the shape its Drizzle adapter expects.

/** The shared created_at and updated_at columns, under the names Better Auth's adapter reads. */
const betterAuthTimestamps = { createdAt: createdAt.created_at, updatedAt: updatedAt.updated_at };

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...betterAuthTimestamps,
});

/**
 * A user named by another table's row: the owner of what goes with the account ("cascade"), or someone who did
 * something ("set null": the row outlives the account, unnamed).
 */
export const userReference = (name: string, onDelete: UpdateDeleteAction = "set null") =>
  text(name).references(() => user.id, { onDelete });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestampTz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...betterAuthTimestamps,
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userReference("user_id", "cascade").notNull(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userReference("user_id", "cascade").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestampTz("access_token_expires_at"),
    refreshTokenExpiresAt: timestampTz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...betterAuthTimestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    ...betterAuthTimestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** E-mail confirmation links are signed tokens; we remember the used ones so a link works once only. */
export const consumedTokens = pgTable("consumed_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: text("purpose").notNull(),
  consumedAt: timestampTz("consumed_at").notNull().defaultNow(),
});
