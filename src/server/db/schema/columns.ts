import { timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from "drizzle-orm/pg-core";

// Columns most tables share, spread into their definitions (drizzle's reusable column helpers): one definition each,
// so that the tables can't drift apart. The references to a table most others name (userReference,
// associationReference, campaignReference, saleReference) are made beside that table.

/** Every timestamp is stored with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own key: a UUID the database draws. */
export const idColumn = { id: uuid("id").primaryKey().defaultRandom() };

/** When the row was written. */
export const createdAt = { created_at: timestampTz("created_at").notNull().defaultNow() };

/** When the row was last changed. */
export const updatedAt = { updated_at: timestampTz("updated_at").notNull().defaultNow() };

/** When the row was written and last changed, in that order. */
export const timestamps = { ...createdAt, ...updatedAt };

/** A required reference to another table's row by its UUID; what deleting that row does is the caller's to say. */
export const requiredUuidReference = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(target, { onDelete });
