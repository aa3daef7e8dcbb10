import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "../auth/auth";
import type { Db } from "./client";
import { associations, mailOutbox, memberships, profiles, teamEvents, user, userRoles } from "./schema";
import { seedDemoCampaign } from "./seed-campaign";
import { seedDemoCapacity } from "./seed-capacity";

/** The demo accounts of the embedded mode, listed in the README. */
export const demoAccounts = {
  association: { email: "demo@boutique-solidaire.fr", password: "chocolat-demo", fullName: "Camille Martin" },
  admin: { email: "admin@boutique-solidaire.fr", password: "chocolat-admin", fullName: "Équipe Boutique Solidaire" },
  // The association's team (docs/product.md#roles): each role's screens can be tried.
  treasurer: { email: "tresorier@boutique-solidaire.fr", password: "chocolat-tresor", fullName: "Luc Le Gall" },
  volunteer: { email: "benevole@boutique-solidaire.fr", password: "chocolat-benevole", fullName: "Anne Rio" },
} as const;

async function createVerifiedUser(db: Db, auth: Auth, account: { email: string; password: string; fullName: string }) {
  await auth.api.signUpEmail({ body: { email: account.email, password: account.password, name: account.fullName } });
  const [created] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  // Sign-up names the profile already (decision 034); the demo's people have a number too.
  await db.update(profiles).set({ full_name: account.fullName, phone: "06 12 34 56 78" }).where(eq(profiles.id, created.id));
  // The demo accounts are confirmed already: their confirmation mail would only clutter the outbox.
  await db.delete(mailOutbox).where(eq(mailOutbox.to_address, account.email));
  return created.id;
}

/** Fills an empty embedded database with demo data; does nothing once any account exists. */
export async function seedDemoData({ db, auth, log }: { db: Db; auth: Auth; log: FastifyBaseLogger }) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  if (count > 0) return;

  const memberId = await createVerifiedUser(db, auth, demoAccounts.association);
  const [membership] = await db
    .select({ association_id: memberships.association_id })
    .from(memberships)
    .where(eq(memberships.user_id, memberId));
  await db
    .update(associations)
    .set({
      name: "Les Amis de l'École Jules Ferry",
      description: "Association des parents d'élèves de l'école Jules Ferry de Vannes.",
      contact_email: demoAccounts.association.email,
      contact_phone: "02 97 00 00 00",
      address: "12 rue Jules Ferry, 56000 Vannes",
      details_given_at: new Date(),
    })
    .where(eq(associations.id, membership.association_id));
  const { distributionDate } = await seedDemoCampaign(db, membership.association_id, memberId);

  // Joined through the manager's invitations, as the team's history says; their own sign-up association is left
  // empty (a real invitee may have one too, and switches between them in the header).
  for (const [account, role] of [
    [demoAccounts.treasurer, "treasurer"],
    [demoAccounts.volunteer, "volunteer"],
  ] as const) {
    const id = await createVerifiedUser(db, auth, account);
    await db.delete(memberships).where(eq(memberships.user_id, id));
    await db.insert(memberships).values({ user_id: id, association_id: membership.association_id, role });
    await db.insert(teamEvents).values([
      { association_id: membership.association_id, actor_id: memberId, kind: "invited", subject_email: account.email, details: { role } },
      {
        association_id: membership.association_id,
        actor_id: id,
        kind: "joined",
        subject_email: account.email,
        subject_user_id: id,
        details: { role },
      },
    ]);
  }

  const adminId = await createVerifiedUser(db, auth, demoAccounts.admin);
  await db.insert(userRoles).values({ user_id: adminId, role: "admin" }).onConflictDoNothing();
  await seedDemoCapacity(db, { distributionDate, adminId });
  log.info("demo data seeded");
}
