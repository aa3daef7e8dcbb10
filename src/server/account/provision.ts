import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { associations, memberships, notificationSettings, profiles, teamEvents, user, userRoles } from "../db/schema";

type NewUser = { id: string; email: string };

/** The association every account starts with is named once a manager gives its details (decision 034). */
export const PLACEHOLDER_ASSOCIATION_NAME = "Mon association";

/**
 * Every account starts with a profile, its own association and a membership as its manager, so a new user
 * lands with a current association (docs/product.md#sign-up). Idempotent: running it twice changes nothing.
 */
export async function provisionAccount(db: Db, newUser: NewUser & { name?: string | null }) {
  await db.transaction(async (tx) => {
    // The name typed at sign-up is the profile's 'Nom complet' (decision 034).
    await tx
      .insert(profiles)
      .values({ id: newUser.id, full_name: newUser.name?.trim() || null })
      .onConflictDoNothing();
    await tx.insert(notificationSettings).values({ user_id: newUser.id }).onConflictDoNothing();

    const existing = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.user_id, newUser.id)).limit(1);
    if (existing.length === 0) {
      const [association] = await tx
        .insert(associations)
        .values({ name: PLACEHOLDER_ASSOCIATION_NAME, contact_email: newUser.email })
        .returning({ id: associations.id });
      await tx.insert(memberships).values({ user_id: newUser.id, association_id: association.id, role: "manager" });
    }
  });
}

// Sign-up gives every account an association of its own, named 'Mon association' (above). Someone who signs up
// to join an association by invitation never uses it: left there, it sat in the header's switcher and in Profil
// beside the real one. Accepting an invitation takes it away, when nothing in it is worth keeping.

/**
 * Every table that references associations, and so could hold something of value. account/sign-up-association.test.ts
 * compares it with the database's foreign keys: a new table that references associations must join it.
 */
export const TABLES_REFERENCING_ASSOCIATIONS = [
  "memberships",
  "campaigns",
  "sales",
  "payouts",
  "invitations",
  "team_events",
  "bank_accounts",
  "bank_account_events",
] as const;

const holdsNothing = (table: string, associationId: string) =>
  sql`not exists (select 1 from ${sql.identifier(table)} where association_id = ${associationId})`;

/**
 * Deletes the association sign-up made for `userId`, in `db`'s transaction, when it is still as sign-up left it:
 * the placeholder name, no details given, no logo, and no row anywhere but its one membership (this account's, as
 * manager). Anything else (a campaign, an order, a payout, a bank account, an invitation, another member, a line of
 * the team's history) keeps it. `keepId` is never deleted (the association being joined).
 */
export async function discardSignUpAssociation(db: Db, { userId, keepId }: { userId: string; keepId: string }): Promise<string | null> {
  // Locked first, then checked: a campaign created in it at this moment either committed before (and is seen below)
  // or waits for this transaction and finds the association gone.
  const [candidate] = await selectRows<{ id: string }>(
    db,
    sql`select a.id from associations a
          join memberships m on m.association_id = a.id and m.user_id = ${userId} and m.role = 'manager'
         where a.id <> ${keepId} and a.name = ${PLACEHOLDER_ASSOCIATION_NAME} and a.details_given_at is null
         order by a.created_at
         limit 1
           for update of a`,
  );
  if (!candidate) return null;
  const id = candidate.id;
  const [empty] = await selectRows<{ id: string }>(
    db,
    sql`select a.id from associations a
         where a.id = ${id} and a.name = ${PLACEHOLDER_ASSOCIATION_NAME} and a.details_given_at is null
           and a.description is null and a.logo_url is null and a.contact_phone is null and a.address is null
           and not exists (select 1 from memberships where association_id = ${id} and user_id <> ${userId})
           and ${sql.join(
             TABLES_REFERENCING_ASSOCIATIONS.filter((table) => table !== "memberships").map((table) => holdsNothing(table, id)),
             sql` and `,
           )}`,
  );
  if (!empty) return null;
  // Its one membership goes with it (memberships cascade).
  await db.execute(sql`delete from associations where id = ${id}`);
  return id;
}

/**
 * docs/product.md#no-association: an account that left its association (or was removed) starts another, as its
 * manager, the way sign-up does; the team's history records it. Returns the new association's id.
 */
export async function createAssociationFor(db: Db, creator: NewUser, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [association] = await tx
      .insert(associations)
      .values({ name, contact_email: creator.email, details_given_at: new Date() })
      .returning({ id: associations.id });
    await tx.insert(memberships).values({ user_id: creator.id, association_id: association.id, role: "manager" });
    await tx.insert(teamEvents).values({
      association_id: association.id,
      actor_id: creator.id,
      kind: "joined",
      subject_email: creator.email,
      subject_user_id: creator.id,
      details: { role: "manager", created_association: true },
    });
    return association.id;
  });
}

/**
 * Gives the admin role to the account of a confirmed address; returns false when there is none. An unconfirmed
 * account may have been opened by anyone who typed the address: it never becomes an administrator.
 */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(user.emailVerified, true)))
    .limit(1);
  if (!found) return false;
  await db.insert(userRoles).values({ user_id: found.id, role: "admin" }).onConflictDoNothing();
  return true;
}

/** ADMIN_EMAILS applies when an address is confirmed, and at start to confirmed accounts that already exist. */
export async function grantAdminOnVerification(db: Db, verified: { email: string; emailVerified: boolean }, adminEmails: string[]) {
  if (verified.emailVerified && adminEmails.includes(verified.email.toLowerCase())) await grantAdmin(db, verified.email);
}

export async function grantConfiguredAdmins(db: Db, adminEmails: string[]) {
  for (const email of adminEmails) await grantAdmin(db, email);
}
