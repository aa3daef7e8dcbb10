import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { associations, bankAccounts, memberships, profiles, user } from "../db/schema";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The association's stored details, with the name (else the e-mail) of who saved them; null when none are. */
export async function findBankAccount(db: Db, associationId: string) {
  const [row] = await db
    .select({
      account: bankAccounts,
      updated_by_name: sql<string | null>`coalesce(nullif(${profiles.full_name}, ''), ${user.email})`,
    })
    .from(bankAccounts)
    .leftJoin(user, eq(user.id, bankAccounts.updated_by))
    .leftJoin(profiles, eq(profiles.id, bankAccounts.updated_by))
    .where(eq(bankAccounts.association_id, associationId))
    .limit(1);
  return row ?? null;
}

/**
 * The association's name and stored details, its row locked: two saves at once queue their mails one after the
 * other, each saying what it replaced.
 */
export async function lockForBankChange(db: Db, associationId: string) {
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId))
    .for("update");
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.association_id, associationId));
  return { associationName: association?.name ?? "", account: account ?? null };
}

/** Every member's address, whatever the role: a change of the account they are paid to concerns them all. */
export async function memberAddresses(db: Db, associationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(eq(memberships.association_id, associationId))
    .orderBy(asc(memberships.created_at), asc(memberships.user_id));
  return rows.map((r) => r.email);
}

/** The name the change mail gives its author: their name, else their e-mail. */
export async function actorName(db: Db, { userId, email }: { userId: string; email: string }): Promise<string> {
  const [row] = await db.select({ full_name: profiles.full_name }).from(profiles).where(eq(profiles.id, userId));
  return row?.full_name?.trim() || email;
}
