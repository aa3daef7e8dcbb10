import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUpAndSignIn } from "../../../tests/support/app";
import type { App } from "../app";
import { consumedTokens, invitations, mailOutbox, newsletterSubscribers, session, teamEvents, user, verification } from "../db/schema";
import { memberWithAssociation } from "../../../tests/support/campaigns";
import { deleteExpiredPersonalData } from "./retention";

// docs/product.md#privacy: what the privacy policy says we keep, deleted when its period ends, by the server itself.

let app: App;
const now = new Date();
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

beforeAll(async () => {
  app = await createTestApp();
  // The purge the server runs at start would otherwise race the tests' own purges over the rows they write.
  await app.backgroundJobsStarted();
});
afterAll(async () => {
  await app.close();
});

describe("personal data deleted at the end of its period", () => {
  it("deletes mail copies 12 months after they left, never a mail still being tried", async () => {
    const { db } = app.database;
    const mail = (subject: string, status: string, createdAt: Date, sentAt: Date | null) =>
      db
        .insert(mailOutbox)
        .values({ to_address: "parent@exemple.fr", subject, text_body: "Reçu", status, created_at: createdAt, sent_at: sentAt });
    await mail("envoyé il y a 13 mois", "sent", daysBefore(400), daysBefore(396));
    await mail("envoyé il y a 11 mois", "sent", daysBefore(340), daysBefore(335));
    await mail("abandonné il y a 13 mois", "failed", daysBefore(400), null);
    await mail("encore en attente", "pending", daysBefore(400), null);

    const counts = await deleteExpiredPersonalData(db, now);
    expect(counts.mails).toBe(2);
    const left = (
      await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(sql`${mailOutbox.to_address} = 'parent@exemple.fr'`)
    ).map((row) => row.subject);
    expect(left.sort()).toEqual(["encore en attente", "envoyé il y a 11 mois"]);
  });

  it("deletes expired sessions (their address and browser) and sign-in links, and used links a month on", async () => {
    const { db } = app.database;
    const cookie = await signUpAndSignIn(app, "tresoriere@exemple.fr");
    const [{ id: userId }] = await db.select({ id: user.id }).from(user).where(eq(user.email, "tresoriere@exemple.fr"));
    await db
      .insert(session)
      .values({ id: "ancienne", token: "jeton-ancien", userId, expiresAt: daysBefore(1), ipAddress: "203.0.113.7", userAgent: "Firefox" });
    await db.insert(verification).values([
      { id: "lien-expire", identifier: "reset-password:x", value: userId, expiresAt: daysBefore(2) },
      { id: "lien-valide", identifier: "reset-password:y", value: userId, expiresAt: new Date(now.getTime() + 3600_000) },
    ]);
    await db.insert(consumedTokens).values([
      { tokenHash: "vieux", purpose: "verify-email", consumedAt: daysBefore(31) },
      { tokenHash: "recent", purpose: "verify-email", consumedAt: daysBefore(2) },
    ]);

    const counts = await deleteExpiredPersonalData(db, now);
    expect(counts).toMatchObject({ sessions: 1, links: 1, usedLinks: 1 });
    expect((await db.select().from(session).where(eq(session.id, "ancienne"))).length).toBe(0);
    expect((await db.select({ id: verification.id }).from(verification)).map((row) => row.id)).toContain("lien-valide");
    expect((await db.select({ id: verification.id }).from(verification)).map((row) => row.id)).not.toContain("lien-expire");
    expect((await db.select({ hash: consumedTokens.tokenHash }).from(consumedTokens)).map((row) => row.hash)).toEqual(
      expect.arrayContaining(["recent"]),
    );
    expect((await db.select({ hash: consumedTokens.tokenHash }).from(consumedTokens)).map((row) => row.hash)).not.toContain("vieux");
    // Her current session is still hers (it expires in 30 days): she stays signed in.
    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(200);
    // A second pass finds nothing more: the deletion can run every six hours.
    expect(await deleteExpiredPersonalData(db, now)).toEqual({
      mails: 0,
      sessions: 0,
      links: 0,
      usedLinks: 0,
      sellers: 0,
      invitations: 0,
      newsletter: 0,
      buyerPhones: 0,
      unconfirmedAddresses: 0,
    });
  });
});

describe("invitations and newsletter addresses deleted at the end of their period", () => {
  it("deletes invitations 30 days after they ended, and a non-member's address from the team's history", async () => {
    const { db } = app.database;
    const { associationId } = await memberWithAssociation(app, "presidente@exemple.fr");
    const [{ id: managerId }] = await db.select({ id: user.id }).from(user).where(eq(user.email, "presidente@exemple.fr"));
    const invitation = async (email: string, ended: { expires_at: Date; revoked_at?: Date; accepted_at?: Date }) => {
      const [row] = await db
        .insert(invitations)
        .values({
          association_id: associationId,
          email,
          role: "volunteer",
          token_hash: `hash-${email}`,
          invited_by: managerId,
          created_at: daysBefore(60),
          ...ended,
          ...(ended.accepted_at ? { accepted_by: managerId } : {}),
        })
        .returning();
      await db.insert(teamEvents).values({
        association_id: associationId,
        actor_id: managerId,
        kind: "invited",
        subject_email: email,
        details: { role: "volunteer", invitation_id: row.id },
      });
    };
    await invitation("expiree-il-y-a-31-jours@exemple.fr", { expires_at: daysBefore(31) });
    await invitation("annulee-il-y-a-40-jours@exemple.fr", { expires_at: daysBefore(20), revoked_at: daysBefore(40) });
    await invitation("acceptee-il-y-a-40-jours@exemple.fr", { expires_at: daysBefore(35), accepted_at: daysBefore(40) });
    await invitation("expiree-il-y-a-10-jours@exemple.fr", { expires_at: daysBefore(10) });
    await invitation("en-attente@exemple.fr", { expires_at: new Date(now.getTime() + 3 * 24 * 3600_000) });

    expect((await deleteExpiredPersonalData(db, now)).invitations).toBe(3);
    const left = (await db.select({ email: invitations.email }).from(invitations)).map((row) => row.email);
    expect(left.sort()).toEqual(["en-attente@exemple.fr", "expiree-il-y-a-10-jours@exemple.fr"]);
    // The history keeps its rows; the address of someone who never joined is gone from it, an accepted one stays.
    const history = (await db.select({ email: teamEvents.subject_email }).from(teamEvents).where(eq(teamEvents.kind, "invited"))).map(
      (row) => row.email,
    );
    expect(history).toHaveLength(5);
    expect(history.filter((email) => email === null)).toHaveLength(2);
    expect(history).toContain("acceptee-il-y-a-40-jours@exemple.fr");
    expect(history).not.toContain("expiree-il-y-a-31-jours@exemple.fr");
    expect(history).not.toContain("annulee-il-y-a-40-jours@exemple.fr");
  });

  it("deletes a newsletter sign-up never confirmed and an unsubscribed address 30 days on, never a confirmed one", async () => {
    const { db } = app.database;
    const subscriber = (email: string, status: string, dates: { created_at: Date; unsubscribed_at?: Date }) =>
      db.insert(newsletterSubscribers).values({ email, status, unsubscribe_token_hash: `hash-${email}`, ...dates });
    await subscriber("jamais-confirmee@exemple.fr", "pending", { created_at: daysBefore(31) });
    await subscriber("demande-recente@exemple.fr", "pending", { created_at: daysBefore(5) });
    await subscriber("abonnee@exemple.fr", "confirmed", { created_at: daysBefore(400) });
    await subscriber("partie@exemple.fr", "unsubscribed", { created_at: daysBefore(400), unsubscribed_at: daysBefore(31) });
    await subscriber("partie-hier@exemple.fr", "unsubscribed", { created_at: daysBefore(400), unsubscribed_at: daysBefore(1) });
    await subscriber("redemande@exemple.fr", "pending", { created_at: daysBefore(31) });
    // Asking again dates the request anew: the address waits 30 more days for its confirmation.
    expect((await send(app, "POST", "/api/newsletter", { body: { email: "redemande@exemple.fr" } })).statusCode).toBe(200);

    expect((await deleteExpiredPersonalData(db, now)).newsletter).toBe(2);
    const left = (await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((row) => row.email);
    expect(left.sort()).toEqual(["abonnee@exemple.fr", "demande-recente@exemple.fr", "partie-hier@exemple.fr", "redemande@exemple.fr"]);
  });
});
